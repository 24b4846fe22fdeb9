import "server-only";
import PDFDocument from "pdfkit";
import type { Verdict } from "@/lib/ai/types";
import { isAiLeaning } from "@/lib/detector/verdict";
import { paragraphSpanName } from "@/lib/detector/paragraphs";
import { MESSAGES } from "@/lib/messages";
import type { Batch, BatchItem } from "./types";
import { paragraphsLine, VERDICT_NAMES, VERDICT_ORDER } from "./verdicts";

/** Print colours: the verdict's ink, and the tint behind a paragraph that reads as AI-written. */
const INK: Record<Verdict, string> = { ai: "#b91c1c", possibly_ai: "#c2410c", mixed: "#475569", human: "#15803d" };
const TINT: Partial<Record<Verdict, string>> = { ai: "#fee2e2", possibly_ai: "#ffedd5" };
const BODY = "#0f172a";
const MUTED = "#475569";

const MEANINGS: Record<Verdict, string> = {
  ai: "In our tests at most 1 in 100 human texts of any kind (non-native writers' essays included) score this high. Never given under 100 words.",
  possibly_ai: "At most 1 in 20 human texts of any kind score this high.",
  mixed: "The score falls between: it points neither way, and suggests nothing about the writer.",
  human: "At most 1 in 20 AI-written texts score this low.",
};

const NOT_PROOF =
  "A score is evidence to weigh, never proof. The checker compares a text's wording and style with human and AI writing it has seen: some human writers score high, and AI text a person has edited can score low. A verdict is a reason to look closer (drafts, sources, a conversation with the writer), not a finding of misconduct. Each verdict is the one the file gets when checked alone.";

/** Cp1252 beyond Latin-1: what the standard PDF fonts can draw besides U+0000-U+00FF. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** The text as the standard fonts can draw it: a character outside their encoding becomes "?". */
function printable(text: string): string {
  return Array.from(text, (c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : "?")).join("");
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ") + " UTC";

/**
 * The batch's report as a PDF of real text (searchable, selectable): a summary page (the batch, the date,
 * counts per verdict, what the verdicts mean and do not), then each document with its verdict, its human-rate
 * sentence and its AI-leaning paragraphs tinted. Made with pdfkit's built-in fonts: no browser, no font files.
 */
export function batchReportPdf(batch: Batch, generated = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: printable(`AI check report: ${batch.name}`), Creator: "Rewrite Studio" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  summaryPage(doc, batch, generated);
  for (const item of batch.items) documentPage(doc, item);
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string, size: number) {
  doc.font("Helvetica-Bold").fontSize(size).fillColor(BODY).text(printable(text));
  doc.moveDown(0.4);
}

function summaryPage(doc: Doc, batch: Batch, generated: Date) {
  heading(doc, "AI check report", 22);
  doc.font("Helvetica").fontSize(11).fillColor(BODY);
  doc.text(printable(`Batch: ${batch.name}`));
  doc.text(`Checked: ${dateOf(batch.date)}. Report made: ${dateOf(generated.getTime())}.`);
  doc.text(`Files: ${batch.items.length}`);
  doc.moveDown();

  heading(doc, "Verdicts", 14);
  for (const verdict of VERDICT_ORDER) {
    const count = batch.items.filter((i) => i.detection?.verdict === verdict).length;
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK[verdict]).text(`${VERDICT_NAMES[verdict]}: ${count}`, { continued: true });
    doc.font("Helvetica").fillColor(MUTED).text(`  ${MEANINGS[verdict]}`);
  }
  const notJudged = batch.items.filter((i) => !i.detection).length;
  doc.font("Helvetica-Bold").fillColor(BODY).text(`Not judged: ${notJudged}`, { continued: true });
  doc.font("Helvetica").fillColor(MUTED).text("  Files with no verdict say why on their page (too short, not English, unreadable...).");
  doc.moveDown();

  heading(doc, "What a verdict does not mean", 14);
  doc.font("Helvetica").fontSize(11).fillColor(BODY).text(NOT_PROOF);
  doc.moveDown();

  heading(doc, "Files", 14);
  for (const item of batch.items) {
    const verdict = item.detection ? `${VERDICT_NAMES[item.detection.verdict]} (${item.detection.score}%)` : "Not judged";
    doc.font("Helvetica").fontSize(10).fillColor(BODY).text(printable(`${item.position + 1}. ${item.name}: ${verdict}`));
  }
}

function documentPage(doc: Doc, item: BatchItem) {
  doc.addPage();
  heading(doc, `${item.position + 1}. ${item.name}`, 16);
  const { detection } = item;
  if (!detection) {
    doc.font("Helvetica-Bold").fontSize(12).fillColor(MUTED).text("Not judged");
    doc.font("Helvetica").fontSize(11).fillColor(BODY).text(MESSAGES[item.problem ?? "batchCheckFailed"]);
    return;
  }
  doc.font("Helvetica-Bold").fontSize(13).fillColor(INK[detection.verdict]).text(`${VERDICT_NAMES[detection.verdict]}: ${detection.score}% AI score`);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(`${item.words.toLocaleString("en-US")} words`);
  if (detection.humanRateSentence) doc.fontSize(11).fillColor(BODY).text(detection.humanRateSentence);
  const line = paragraphsLine(detection);
  if (line) doc.fontSize(11).fillColor(BODY).text(`${line}${detection.paragraphs.some((p) => isAiLeaning(p.verdict)) ? ": they are tinted below." : "."}`);
  doc.moveDown();

  if (detection.paragraphs.length <= 1) {
    doc.font("Helvetica").fontSize(10.5).fillColor(BODY).text(printable(item.text.trim()), { lineGap: 2 });
    return;
  }
  for (const paragraph of detection.paragraphs) {
    const text = printable(item.text.slice(paragraph.start, paragraph.end).trim());
    const tint = isAiLeaning(paragraph.verdict) ? TINT[paragraph.verdict] : undefined;
    if (tint) {
      doc.font("Helvetica-Bold").fontSize(9).fillColor(INK[paragraph.verdict]);
      doc.text(`${paragraphSpanName(paragraph)}: ${VERDICT_NAMES[paragraph.verdict]} (${Math.round(paragraph.score)}%)`);
      shade(doc, text, tint);
    }
    doc.font("Helvetica").fontSize(10.5).fillColor(BODY).text(text, { lineGap: 2 });
    doc.moveDown(0.6);
  }
}

/** Tints the box the paragraph will fill, starting a new page first when it would not fit on this one. */
function shade(doc: Doc, text: string, color: string) {
  doc.font("Helvetica").fontSize(10.5);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const height = doc.heightOfString(text, { width, lineGap: 2 });
  const room = doc.page.height - doc.page.margins.bottom - doc.y;
  const pageRoom = doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
  if (height > room && height <= pageRoom) doc.addPage();
  const y = doc.y;
  doc.save().rect(doc.page.margins.left - 4, y - 2, width + 8, Math.min(height, doc.page.height - doc.page.margins.bottom - y) + 4).fill(color).restore();
  doc.x = doc.page.margins.left;
  doc.y = y;
}
