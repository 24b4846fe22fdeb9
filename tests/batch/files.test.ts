import { readFileSync } from "node:fs";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readBatchFile, uniqueNames } from "@/lib/batch/read";
import { BATCH_FILES_PRO, BATCH_PDF_MAX_PAGES, BATCH_ZIP_MAX_UNPACKED_BYTES } from "@/lib/limits";
import { textPdf, wordDocument } from "@/tests/support/batch-documents";

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string) => new File([bytes], name);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));
const utf8 = (text: string) => new TextEncoder().encode(text);
const ESSAY = "The school garden started as a small patch behind the gym, and by spring it fed the whole canteen.";

describe("reading the files of a batch", () => {
  it("reads .txt, .md, .docx and .pdf files to their text", async () => {
    expect(await readBatchFile(file(ESSAY, "a.txt"))).toEqual([{ name: "a.txt", text: ESSAY }]);
    expect(await readBatchFile(file(`# Notes\n\n${ESSAY}`, "b.md"))).toEqual([{ name: "b.md", text: `# Notes\n\n${ESSAY}` }]);
    expect(await readBatchFile(file(await wordDocument(ESSAY), "c.docx"))).toEqual([{ name: "c.docx", text: ESSAY }]);
    expect(await readBatchFile(file(await textPdf([ESSAY]), "d.pdf"))).toEqual([{ name: "d.pdf", text: ESSAY }]);
  });

  it("reads each file of a .zip, folders kept in the name, system files left out", async () => {
    const zip = zipSync({
      "class/one.txt": utf8(ESSAY),
      "class/two.docx": await wordDocument(ESSAY),
      "__MACOSX/class/._one.txt": utf8("x"),
      ".DS_Store": utf8("x"),
    });
    expect(await readBatchFile(file(zip, "essays.zip"))).toEqual([
      { name: "essays.zip/class/one.txt", text: ESSAY },
      { name: "essays.zip/class/two.docx", text: ESSAY },
    ]);
  });

  it("says a 0-byte file is empty", async () => {
    expect(await readBatchFile(file("", "blank.txt"))).toEqual([{ name: "blank.txt", problem: "batchEmptyFile" }]);
  });

  it("says a file of another kind is not one the checker reads", async () => {
    expect(await readBatchFile(file("x", "photo.png"))).toEqual([{ name: "photo.png", problem: "batchUnsupportedFile" }]);
  });

  it('reads a .txt saved as Windows-1252 or as UTF-16 (Notepad\'s "Unicode") to its text, curly quotes and all', async () => {
    const text = "“It’s done,” she said – café prices rose 5%.";
    const cp1252 = new Uint8Array(Array.from(text, (c) => ({ "“": 0x93, "”": 0x94, "’": 0x92, "–": 0x96 })[c] ?? c.charCodeAt(0)));
    expect(await readBatchFile(file(cp1252, "windows.txt"))).toEqual([{ name: "windows.txt", text }]);
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from(text).flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    expect(await readBatchFile(file(utf16, "unicode.txt"))).toEqual([{ name: "unicode.txt", text }]);
  });

  it("says when a file's content is not what its extension says", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await readBatchFile(file(png, "essay.docx"))).toEqual([{ name: "essay.docx", problem: "batchWrongContent" }]);
    expect(await readBatchFile(file(png, "essay.pdf"))).toEqual([{ name: "essay.pdf", problem: "batchWrongContent" }]);
    expect(await readBatchFile(file(png, "essay.txt"))).toEqual([{ name: "essay.txt", problem: "batchWrongContent" }]);
    expect(await readBatchFile(file(utf8(ESSAY), "essays.zip"))).toEqual([{ name: "essays.zip", problem: "batchWrongContent" }]);
  });

  it("says a password-protected or old-format Word file must be saved as a plain .docx", async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await readBatchFile(file(ole, "locked.docx"))).toEqual([{ name: "locked.docx", problem: "batchWordProtected" }]);
  });

  it("says a damaged Word file could not be read", async () => {
    const zip = zipSync({ "not-word.txt": utf8("hello") });
    expect(await readBatchFile(file(zip, "broken.docx"))).toEqual([{ name: "broken.docx", problem: "batchUnreadable" }]);
  });

  it("says a scanned PDF has no text", async () => {
    expect(await readBatchFile(file(fixture("scanned.pdf"), "scan.pdf"))).toEqual([{ name: "scan.pdf", problem: "batchNoText" }]);
  });

  it("says a password-protected PDF needs a copy without the password", async () => {
    const locked = await textPdf([ESSAY], { userPassword: "secret" });
    expect(await readBatchFile(file(locked, "locked.pdf"))).toEqual([{ name: "locked.pdf", problem: "batchPdfProtected" }]);
  });

  it(`refuses a PDF of more than ${BATCH_PDF_MAX_PAGES} pages (a 200-page PDF) before reading it`, async () => {
    const book = await textPdf(Array.from({ length: 200 }, (_, i) => `Page ${i + 1}. ${ESSAY}`));
    expect(await readBatchFile(file(book, "book.pdf"))).toEqual([{ name: "book.pdf", problem: "batchTooManyPages" }]);
  });

  it("skips an archive inside a .zip and says so, reading the rest", async () => {
    const inner = zipSync({ "deep.txt": utf8(ESSAY) });
    const zip = zipSync({ "inner.zip": inner, "top.txt": utf8(ESSAY) });
    expect(await readBatchFile(file(zip, "outer.zip"))).toEqual([
      { name: "outer.zip/inner.zip", problem: "batchNestedArchive" },
      { name: "outer.zip/top.txt", text: ESSAY },
    ]);
  });

  it("skips a name that climbs out of the archive (../) and says so", async () => {
    const zip = zipSync({ "../../etc/evil.txt": utf8(ESSAY), "fine.txt": utf8(ESSAY) });
    expect(await readBatchFile(file(zip, "class.zip"))).toEqual([
      { name: "class.zip/../../etc/evil.txt", problem: "batchUnsafePath" },
      { name: "class.zip/fine.txt", text: ESSAY },
    ]);
  });

  it(`reads no more files of a .zip than a batch can take (${BATCH_FILES_PRO}), and says the rest were left out`, async () => {
    const entries = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`note-${i}.txt`, utf8(`Note ${i}. ${ESSAY}`)]));
    const reads = await readBatchFile(file(zipSync(entries), "flood.zip"));
    expect(reads).toHaveLength(BATCH_FILES_PRO + 1);
    expect(reads.slice(0, 2)).toEqual([
      { name: "flood.zip/note-0.txt", text: `Note 0. ${ESSAY}` },
      { name: "flood.zip/note-1.txt", text: `Note 1. ${ESSAY}` },
    ]);
    expect(reads.at(-1)).toEqual({ name: "flood.zip", problem: "batchZipTooManyFiles" });
  });

  it("refuses a zip bomb that unpacks to far more than its own size", async () => {
    // 8 MB of one byte packs into about 8 KB: a ratio of about 1,000.
    const ratioBomb = zipSync({ "a.txt": new Uint8Array(8 * 1024 * 1024).fill(97) });
    expect(await readBatchFile(file(ratioBomb, "bomb.zip"))).toEqual([{ name: "bomb.zip", problem: "batchZipBomb" }]);
  });

  // Slow (it packs and unpacks over 60 MB), so it has time of its own on a busy machine.
  it("refuses a zip that unpacks past the total cap, even at a modest ratio", { timeout: 120_000 }, async () => {
    // Two letters at random pack to about an eighth (a 1 MB block repeated lies beyond deflate's 32 KB window):
    // within the .zip size cap and far under the ratio, but past the total.
    const block = Uint8Array.from({ length: 1024 * 1024 }, () => (Math.random() < 0.5 ? 97 : 98));
    const letters = new Uint8Array(BATCH_ZIP_MAX_UNPACKED_BYTES + block.length);
    for (let at = 0; at < letters.length; at += block.length) letters.set(block, at);
    const big = zipSync({ "genome.txt": letters }, { level: 1 });
    expect(await readBatchFile(file(big, "big.zip"))).toEqual([{ name: "big.zip", problem: "batchZipBomb" }]);
  });

  it("numbers a second file of the same name instead of losing it", () => {
    expect(uniqueNames(["essay.docx", "Essay.docx", "essay.docx", "notes"], ["essay (2).docx"])).toEqual([
      { name: "essay.docx", renamed: false },
      { name: "Essay (3).docx", renamed: true },
      { name: "essay (4).docx", renamed: true },
      { name: "notes", renamed: false },
    ]);
  });
});
