import PDFDocument from "pdfkit";

/** A PDF of real text with one page per entry (pdfkit's built-in font); `userPassword` locks it. */
export function textPdf(pages: string[], options: { userPassword?: string } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve) => doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  for (const page of pages) doc.addPage().fontSize(12).text(page);
  doc.end();
  return done;
}
