/**
 * A Word document of a text, one paragraph for each of its lines (blank lines only separate paragraphs),
 * built in the browser. The docx package is loaded only when a document is asked for.
 */
export async function docxFromText(text: string): Promise<Blob> {
  const { Document, Packer, Paragraph, TextRun } = await import("docx");
  const paragraphs = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const doc = new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }] });
  return Packer.toBlob(doc);
}
