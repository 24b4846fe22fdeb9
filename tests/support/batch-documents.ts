import { readFileSync } from "node:fs";
import { Document, Packer, Paragraph, TextRun } from "docx";
import PDFDocument from "pdfkit";
import { corpusFile } from "@/scripts/corpus";

/** A PDF of real text with one page per entry (pdfkit's built-in font); `userPassword` locks it. */
export function textPdf(pages: string[], options: { userPassword?: string } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve) => doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  for (const page of pages) doc.addPage().fontSize(12).text(page, { paragraphGap: 12 });
  doc.end();
  return done;
}

/** A Word document with one paragraph per blank-line-separated block of the text. */
export async function wordDocument(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const paragraphs = text.split(/\n\s*\n/).map((p) => new Paragraph({ children: [new TextRun(p.trim())] }));
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })));
}

/**
 * English texts of the detector's dev split (../shared/corpus), AI-written and human by turns, of `minWords`
 * to `maxWords` words: the documents batch tests and the batch bench are made from (run from the repository's root).
 */
export function corpusTexts(count: number, { minWords = 150, maxWords = 2500 } = {}): string[] {
  const rows = readFileSync(corpusFile("detector-dev.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { text: string; label: string })
    .filter((row) => {
      const words = row.text.split(/\s+/).length;
      return words >= minWords && words <= maxWords;
    });
  const ai = rows.filter((r) => r.label === "ai");
  const human = rows.filter((r) => r.label === "human");
  return Array.from({ length: count }, (_, i) => ((i % 2 === 0 ? ai : human)[Math.floor(i / 2)] ?? rows[i % rows.length]!).text);
}
