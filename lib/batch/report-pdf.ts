import "server-only";
import PDFDocument from "pdfkit";
import type { Verdict } from "@/lib/ai/types";
import type { ReportContent, ReportDocument } from "./report-content";
import { VERDICT_NAMES, VERDICT_ORDER } from "./verdicts";

/** Print colours: the verdict's ink, and the tint behind a paragraph that reads as AI-written. */
const INK: Record<Verdict, string> = { ai: "#b91c1c", possibly_ai: "#c2410c", mixed: "#475569", human: "#15803d" };
const TINT: Partial<Record<Verdict, string>> = { ai: "#fee2e2", possibly_ai: "#ffedd5" };
const BODY = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const HEADER_FILL = "#f1f5f9";

const MEANINGS: Record<Verdict, string> = {
  ai: "In our tests at most 1 in 100 human texts of any kind (non-native writers' essays included) score this high. Never given under 100 words.",
  possibly_ai: "At most 1 in 20 human texts of any kind score this high.",
  mixed: "The score falls between: it points neither way, and suggests nothing about the writer.",
  human: "At most 1 in 20 AI-written texts score this low.",
};

const NOT_PROOF =
  "A score is evidence to weigh, never proof. The checker compares a text's wording and style with human and AI writing it has seen: some human writers score high, and AI text a person has edited can score low. A verdict is a reason to look closer (drafts, sources, a conversation with the writer), not a finding of misconduct. Each verdict is the one the file gets when checked alone.";

const TABLE_HEADER = ["#", "File", "Words", "AI score", "Verdict", "Paragraphs marked", "Human writing as high"];
/** Column widths in points (A4 less margins is 483): the file name takes what the others leave. */
const TABLE_COLUMNS = [22, "*", 44, 40, 62, 62, 62];

/** Cp1252 beyond Latin-1: what the standard PDF fonts can draw besides U+0000-U+00FF. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** The text as the standard fonts can draw it: a character outside their encoding becomes "?". */
function printable(text: string): string {
  return Array.from(text, (c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : "?")).join("");
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ") + " UTC";
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * The batch's report as a PDF of real text (searchable, selectable): the batch, counts per verdict, what the
 * verdicts mean and do not, and a table of every file; then, file by file, its verdict and only the paragraphs
 * that read as AI-written, tinted (the rest of the text is the student's own file, which the teacher has).
 * Made with pdfkit's built-in fonts (no browser, no font files), in the report pool (lib/workers/pool.ts).
 */
export function batchReportPdf(content: ReportContent, generated: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    // The date is given, not read from the clock: the same content and date make the same bytes.
    info: { Title: printable(`AI check report: ${content.name}`), Creator: "Rewrite Studio", CreationDate: generated },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  summary(doc, content, generated);
  doc.addPage();
  heading(doc, "Marked paragraphs, file by file", 16);
  for (const document of content.documents) documentSection(doc, document);
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string, size: number) {
  doc.font("Helvetica-Bold").fontSize(size).fillColor(BODY).text(printable(text));
  doc.moveDown(0.4);
}

function summary(doc: Doc, content: ReportContent, generated: Date) {
  heading(doc, "AI check report", 22);
  doc.font("Helvetica").fontSize(11).fillColor(BODY);
  doc.text(printable(`Batch: ${content.name}`));
  doc.text(`Checked: ${dateOf(content.date)}. Report made: ${dateOf(generated.getTime())}.`);
  doc.text(`Files: ${content.documents.length}`);
  doc.moveDown();

  heading(doc, "Verdicts", 14);
  for (const verdict of VERDICT_ORDER) {
    const count = content.documents.filter((d) => d.judged?.verdict === verdict).length;
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK[verdict]).text(`${VERDICT_NAMES[verdict]}: ${count}`, { continued: true });
    doc.font("Helvetica").fillColor(MUTED).text(`  ${MEANINGS[verdict]}`);
  }
  const notJudged = content.documents.filter((d) => !d.judged).length;
  doc.font("Helvetica-Bold").fillColor(BODY).text(`Not judged: ${notJudged}`, { continued: true });
  doc
    .font("Helvetica")
    .fillColor(MUTED)
    .text("  Each file without a verdict says why in its section (too short, not English, unreadable...).");
  doc.moveDown();

  heading(doc, "What a verdict does not mean", 14);
  doc.font("Helvetica").fontSize(11).fillColor(BODY).text(NOT_PROOF);
  doc.moveDown();

  heading(doc, "Files", 14);
  const cell = (text: string, style: { textColor?: string; bold?: boolean } = {}) => ({
    text: printable(text),
    textColor: style.textColor ?? BODY,
    ...(style.bold && { font: { src: "Helvetica-Bold" } }),
  });
  doc.font("Helvetica").fontSize(9);
  doc.table({
    columnStyles: TABLE_COLUMNS,
    defaultStyle: { border: { bottom: 0.5 }, borderColor: RULE, padding: 3 },
    data: [
      TABLE_HEADER.map((title) => ({ ...cell(title, { bold: true }), backgroundColor: HEADER_FILL })),
      ...content.documents.map(({ number, name, words, judged }) => [
        cell(String(number)),
        cell(name),
        cell(words.toLocaleString("en-US")),
        cell(judged ? `${judged.score}%` : "-"),
        judged
          ? cell(VERDICT_NAMES[judged.verdict], { textColor: INK[judged.verdict], bold: true })
          : cell("Not judged", { textColor: MUTED }),
        cell(judged?.paragraphsMarked ?? "-"),
        cell(judged?.humanRate != null ? percent(judged.humanRate) : "-"),
      ]),
    ],
  });
  doc.x = doc.page.margins.left;
}

function documentSection(doc: Doc, { number, name, words, judged, problem }: ReportDocument) {
  doc.moveDown(0.8);
  // A file's heading starts a new page rather than end this one alone.
  if (doc.page.height - doc.page.margins.bottom - doc.y < 6 * doc.font("Helvetica").fontSize(10.5).currentLineHeight(true)) doc.addPage();
  const left = doc.page.margins.left;
  doc
    .save()
    .moveTo(left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
    .restore();
  doc.moveDown(0.5);
  const title = judged ? `${number}. ${name}: ${VERDICT_NAMES[judged.verdict]} (${judged.score}%)` : `${number}. ${name}: Not judged`;
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor(judged ? INK[judged.verdict] : MUTED)
    .text(printable(title));
  if (!judged) {
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor(BODY)
      .text(problem ?? "");
    return;
  }
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${words.toLocaleString("en-US")} words`);
  if (judged.humanRateSentence) doc.fontSize(10.5).fillColor(BODY).text(judged.humanRateSentence);
  if (judged.paragraphsLine) doc.fontSize(10.5).fillColor(BODY).text(`${judged.paragraphsLine}.`);
  if (judged.marked.length === 0) {
    doc.font("Helvetica").fontSize(10.5).fillColor(MUTED).text("No paragraph is marked as reading AI-written.");
    return;
  }
  for (const paragraph of judged.marked) {
    doc.moveDown(0.5);
    const label = `${paragraph.name}: ${VERDICT_NAMES[paragraph.verdict]} (${paragraph.score}%)`;
    const text = printable(paragraph.text);
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const labelHeight = doc.font("Helvetica-Bold").fontSize(9).heightOfString(label, { width });
    const textHeight = doc.font("Helvetica").fontSize(10.5).heightOfString(text, { width, lineGap: 2 });
    // The label stays with its paragraph: a new page when both fit on one but not on what is left of this one,
    // or when a paragraph longer than a page would start with only a few lines here.
    const room = doc.page.height - doc.page.margins.bottom - doc.y;
    const pageRoom = doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
    if (labelHeight + textHeight > room && (labelHeight + textHeight <= pageRoom || room < labelHeight + 4 * doc.currentLineHeight(true)))
      doc.addPage();
    doc.font("Helvetica-Bold").fontSize(9).fillColor(INK[paragraph.verdict]).text(label);
    const y = doc.y;
    const tinted = Math.min(textHeight, doc.page.height - doc.page.margins.bottom - y);
    doc
      .save()
      .rect(doc.page.margins.left - 4, y - 2, width + 8, tinted + 4)
      .fill(TINT[paragraph.verdict]!)
      .restore();
    doc.font("Helvetica").fontSize(10.5).fillColor(BODY).text(text, doc.page.margins.left, y, { lineGap: 2 });
  }
}
