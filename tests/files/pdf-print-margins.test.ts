import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { readBatchFile } from "@/lib/batch/read";
import { detect } from "@/lib/detector";
import { readAttachment } from "@/lib/files/read-attachment";
import { HUMAN_AI_HUMAN_AI } from "@/tests/fixtures/checker-texts";

/** A line of a printed page, drawn as pieces: text, or a gap of so many points before the next piece. */
type Piece = string | number;

const PAGE = { width: 612, height: 792, left: 54, body: 504 };
const BODY_SIZE = 11;

/** The words of a paragraph in lines no wider than the page's text, as a browser wraps them. */
function wrap(doc: PDFKit.PDFDocument, paragraph: string): Piece[][] {
  doc.fontSize(BODY_SIZE);
  const lines: Piece[][] = [];
  let line = "";
  for (const word of paragraph.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(next) > PAGE.body) {
      lines.push([line]);
      line = word;
    } else line = next;
  }
  if (line) lines.push([line]);
  return lines;
}

/**
 * A PDF printed as a browser prints a page: a small header on every page (the page's title, then the date and
 * time, in the order the audit's file gave them) and a footer (the address, "n/N"), the text in between.
 * `paragraphs` are laid out in lines, one paragraph after another with a gap; a paragraph given as lines keeps
 * them (a word broken at its hyphen, quotation marks set apart from their words as some writers' PDFs do).
 */
function printedPdf(paragraphs: (string | Piece[][])[], linesPerPage: number): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ autoFirstPage: false, size: "LETTER" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve) => doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  doc.font("Helvetica");
  const laidOut = paragraphs.map((p) => (typeof p === "string" ? wrap(doc, p) : p));
  const pages: (Piece[] | null)[][] = [[]];
  for (const lines of laidOut) {
    for (const line of lines) {
      if (pages.at(-1)!.length >= linesPerPage) pages.push([]);
      pages.at(-1)!.push(line);
    }
    pages.at(-1)!.push(null); // the gap between paragraphs
  }
  pages.forEach((page, index) => {
    doc.addPage({ size: "LETTER", margin: 0 });
    doc.fontSize(8).text("Farid - News summary", 280, 20, { lineBreak: false }).text("12/3/26, 6:34 PM", 20, 20, { lineBreak: false });
    doc.text("https://docs.example.com/document/d/1x2y3z/edit", 20, PAGE.height - 28, { lineBreak: false });
    doc.text(`${index + 1}/${pages.length}`, PAGE.width - 40, PAGE.height - 28, { lineBreak: false });
    doc.fontSize(BODY_SIZE);
    let y = 60;
    for (const line of page) {
      if (line === null) {
        y += BODY_SIZE;
        continue;
      }
      let x = PAGE.left;
      for (const piece of line) {
        if (typeof piece === "number") x += piece;
        else {
          doc.text(piece, x, y, { lineBreak: false });
          x += doc.widthOfString(piece);
        }
      }
      y += BODY_SIZE * 1.25;
    }
  });
  doc.end();
  return done;
}

const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name);

// A word broken at its own hyphen at a line's end, and quotation marks set a little apart from the words they quote.
const HYPHENATED: Piece[][] = [
  ["My cousin says the new timetable is a real game-"],
  ["changer for students who take two buses, and the"],
  ["page it is printed on is headed ", "“", 3, "Master Page", 3, "”", " by the school."],
];
const HYPHENATED_TEXT =
  "My cousin says the new timetable is a real game-changer for students who take two buses, and the page it is printed on is headed “Master Page” by the school.";

describe("a printed PDF is read as the student's text alone", () => {
  it("leaves out the browser's header on every page (title before the date) and footer, and joins a line broken at a hyphen", async () => {
    const pdf = await printedPdf([...HUMAN_AI_HUMAN_AI.split("\n\n"), HYPHENATED], 9);
    const read = await readAttachment(file(pdf, "news-summary.pdf"));
    expect(read).toEqual({ ok: true, text: `${HUMAN_AI_HUMAN_AI}\n\n${HYPHENATED_TEXT}` });
  });

  it("leaves out a one-page printout's header, which repeats on no other page", async () => {
    const pdf = await printedPdf([HYPHENATED], 26);
    expect(await readAttachment(file(pdf, "note.pdf"))).toEqual({ ok: true, text: HYPHENATED_TEXT });
  });

  it("gives a batch the verdict the same text gets checked alone", async () => {
    const pdf = await printedPdf(HUMAN_AI_HUMAN_AI.split("\n\n"), 9);
    const [read] = await readBatchFile(file(pdf, "Farid - News summary.pdf"));
    expect(read).toEqual({ name: "Farid - News summary.pdf", text: HUMAN_AI_HUMAN_AI });
    const alone = detect(HUMAN_AI_HUMAN_AI);
    const inBatch = detect("text" in read! ? read.text : "");
    expect({ score: inBatch.score, verdict: inBatch.verdict, paragraphs: inBatch.paragraphs }).toEqual({
      score: alone.score,
      verdict: alone.verdict,
      paragraphs: alone.paragraphs,
    });
  });
});
