import { readFileSync } from "node:fs";
import { Document, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import { readAttachment } from "@/lib/files/read-attachment";
import { MAX_ATTACHMENT_BYTES } from "@/lib/limits";
import { textPdf } from "@/tests/support/batch-documents";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));
const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string) => new File([bytes], name);

async function wordDocument(paragraphs: string[]): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe("attaching a file to the input", () => {
  it("reads a .txt file as it was written", async () => {
    expect(await readAttachment(file("Notes from the file.\n\nA second line.", "notes.txt"))).toEqual({
      ok: true,
      text: "Notes from the file.\n\nA second line.",
    });
  });

  it("reads a Word document with its paragraphs apart, empty ones dropped", async () => {
    const bytes = await wordDocument([
      "The first paragraph of the letter.",
      "",
      "",
      "The second one, after two empty paragraphs.",
      "The third.",
    ]);
    expect(await readAttachment(file(bytes, "Letter.DOCX"))).toEqual({
      ok: true,
      text: "The first paragraph of the letter.\n\nThe second one, after two empty paragraphs.\n\nThe third.",
    });
  });

  it("reads a PDF's wrapped lines back into its paragraphs, one page after another", async () => {
    expect(await readAttachment(file(fixture("paragraphs.pdf"), "report.pdf"))).toEqual({
      ok: true,
      text:
        "The first paragraph starts on this line and ends on the next one.\n\n" +
        "A second paragraph follows after a gap, wrapped over two lines as well.\n\n" +
        "The second page has one more paragraph.",
    });
  });

  // Printed to PDF by Chromium from HTML paragraphs (its default spacing: 1em between paragraphs).
  it("keeps the paragraphs of a printed PDF, where more gaps are between paragraphs than between wrapped lines", async () => {
    expect(await readAttachment(file(fixture("printed-paragraphs.pdf"), "essay.pdf"))).toEqual({
      ok: true,
      text:
        "Maybe the best way to learn a language is to live where it is spoken. You hear it at the market, on the bus and in the evening news, and after a while the sounds start to make sense without any effort at all.\n\n" +
        "Classes still help. A teacher explains the grammar that you would otherwise pick up slowly, and the homework makes you practise writing.\n\n" +
        "In the end, both matter.",
    });
  });

  it("keeps the paragraphs of a printed PDF whose paragraphs are one line each", async () => {
    expect(await readAttachment(file(fixture("printed-one-line-paragraphs.pdf"), "minutes.pdf"))).toEqual({
      ok: true,
      text: "The committee met on Tuesday to review the budget.\n\nIt delayed the vote until the auditors reported back.\n\nMembers agreed to meet again in March.",
    });
  });

  // Printed by Chromium with its default print header and footer (`chromium --headless --print-to-pdf=out.pdf
  // file:///tmp/f-pdf/essay.html`): the date and time with the page title above, the file's address and "1/1" below.
  it("leaves out the date, title, address and page number a browser prints around a one-page PDF", async () => {
    expect(await readAttachment(file(fixture("printed-with-header-footer.pdf"), "essay.pdf"))).toEqual({
      ok: true,
      text:
        "Maybe the best way to learn a language is to live where it is spoken. You hear it at the market, on the bus and in the evening news.\n\n" +
        "Classes still help. A teacher explains the grammar that you would otherwise pick up slowly.",
    });
  });

  it("leaves out the header and footer repeated on every page of a printed PDF, page numbers and all", async () => {
    expect(await readAttachment(file(fixture("printed-two-pages-header-footer.pdf"), "report.pdf"))).toEqual({
      ok: true,
      text:
        "The first page has a paragraph about the garden, which was planted in April and has grown well since.\n\n" +
        "The second page has one more paragraph, about the harvest in September.",
    });
  });

  it("says a scanned PDF, a picture of text with no text layer, has no text", async () => {
    expect(await readAttachment(file(fixture("scanned.pdf"), "scan.pdf"))).toEqual({ ok: false, problem: "fileHasNoText" });
  });

  it("says an empty file, or one of blank lines, has no text", async () => {
    for (const name of ["empty.txt", "empty.docx", "empty.pdf"])
      expect(await readAttachment(file("", name)), name).toEqual({ ok: false, problem: "fileHasNoText" });
    expect(await readAttachment(file(" \n\n\t", "blank.txt"))).toEqual({ ok: false, problem: "fileHasNoText" });
    expect(await readAttachment(file(await wordDocument(["", " "]), "blank.docx"))).toEqual({ ok: false, problem: "fileHasNoText" });
  });

  it("says a damaged Word or PDF file could not be read", async () => {
    const word = await wordDocument(["Some text."]);
    expect(await readAttachment(file(word.slice(0, word.length / 2), "cut.docx"))).toEqual({ ok: false, problem: "fileReadFailed" });
    expect(await readAttachment(file("This is not a zip archive.", "fake.docx"))).toEqual({ ok: false, problem: "fileReadFailed" });
    expect(await readAttachment(file("%PDF-1.4\nnothing else here", "broken.pdf"))).toEqual({ ok: false, problem: "fileReadFailed" });
    expect(await readAttachment(file(word, "word-named.pdf"))).toEqual({ ok: false, problem: "fileReadFailed" });
  });

  it("says a password-protected PDF needs a copy without the password, and a PDF past a page cap is refused unread", async () => {
    const locked = await textPdf(["A letter kept behind a password."], { userPassword: "secret" });
    expect(await readAttachment(file(locked, "locked.pdf"))).toEqual({ ok: false, problem: "filePasswordProtected" });
    const threePages = await textPdf(["Page one.", "Page two.", "Page three."]);
    expect(await readAttachment(file(threePages, "report.pdf"), { maxPdfPages: 2 })).toEqual({ ok: false, problem: "fileTooManyPages" });
    expect(await readAttachment(file(threePages, "report.pdf"), { maxPdfPages: 3 })).toEqual({
      ok: true,
      text: "Page one.\n\nPage two.\n\nPage three.",
    });
  });

  it("refuses other types of file, whatever their content", async () => {
    for (const name of ["photo.png", "old.doc", "notes.txt.exe", "pdf", "README"]) {
      expect(await readAttachment(file("Plain words.", name)), name).toEqual({ ok: false, problem: "unsupportedFile" });
    }
  });

  it("refuses a file over the size limit and takes one exactly at it", async () => {
    expect(await readAttachment(file("a".repeat(MAX_ATTACHMENT_BYTES + 1), "big.txt"))).toEqual({ ok: false, problem: "fileTooLarge" });
    expect(await readAttachment(file("a".repeat(MAX_ATTACHMENT_BYTES + 1), "big.pdf"))).toEqual({ ok: false, problem: "fileTooLarge" });
    const atLimit = await readAttachment(file("a".repeat(MAX_ATTACHMENT_BYTES), "limit.txt"));
    expect(atLimit.ok && atLimit.text.length).toBe(MAX_ATTACHMENT_BYTES);
  });
});
