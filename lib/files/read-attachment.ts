import { ATTACHMENT_EXTENSIONS, MAX_ATTACHMENT_BYTES } from "@/lib/limits";
import type { MESSAGES } from "@/lib/messages";

type Extension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** Why a file gave no text, named by its message in MESSAGES. */
export type AttachmentProblem = keyof Pick<
  typeof MESSAGES,
  "unsupportedFile" | "fileTooLarge" | "fileReadFailed" | "fileHasNoText" | "filePasswordProtected" | "fileTooManyPages"
>;

export type AttachmentText = { ok: true; text: string } | { ok: false; problem: AttachmentProblem };

/** What readAttachment needs of a File, so Node's and the browser's both do. */
export interface Attachment {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface ReadOptions {
  /** A PDF with more pages is refused (fileTooManyPages) before its text is read. */
  maxPdfPages?: number;
}

/** A file the parser refuses for a reason the reader can name (anything else thrown is "could not read"). */
class Refused extends Error {
  constructor(readonly problem: AttachmentProblem) {
    super(problem);
  }
}

/**
 * The text of a .txt, .docx or .pdf file, with its paragraphs apart, read in the browser (the file never
 * leaves the device). The Word and PDF parsers are loaded only when such a file is read: they are larger
 * than the rest of the editor together.
 */
export async function readAttachment(file: Attachment, options: ReadOptions = {}): Promise<AttachmentText> {
  const extension = ATTACHMENT_EXTENSIONS.find((ext) => file.name.toLowerCase().endsWith(ext));
  if (!extension) return { ok: false, problem: "unsupportedFile" };
  if (file.size > MAX_ATTACHMENT_BYTES) return { ok: false, problem: "fileTooLarge" };
  if (file.size === 0) return { ok: false, problem: "fileHasNoText" };
  let text: string;
  try {
    text = await PARSERS[extension](await file.arrayBuffer(), options);
  } catch (error) {
    return { ok: false, problem: error instanceof Refused ? error.problem : "fileReadFailed" };
  }
  return text.trim() === "" ? { ok: false, problem: "fileHasNoText" } : { ok: true, text };
}

const PARSERS: Record<Extension, (bytes: ArrayBuffer, options: ReadOptions) => Promise<string>> = {
  ".txt": async (bytes) => {
    const text = decodeText(new Uint8Array(bytes));
    if (text === null) throw new Error("not text");
    return text;
  },
  ".docx": readDocx,
  ".pdf": readPdf,
};

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], "utf-8"],
  [[0xff, 0xfe], "utf-16le"],
  [[0xfe, 0xff], "utf-16be"],
];

/**
 * The text of a plain-text file as the editors that save them write it: UTF-8, UTF-16 with its byte-order mark
 * (Notepad's "Unicode"), or, when the bytes are not UTF-8, Windows-1252 (older Notepad and Word's "Plain
 * text"). Null for bytes that are not text at all (a renamed picture or program has NUL bytes).
 */
export function decodeText(bytes: Uint8Array): string | null {
  const bom = BOMS.find(([mark]) => mark.every((b, i) => bytes[i] === b));
  if (bom) return new TextDecoder(bom[1]).decode(bytes);
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Windows-1252's characters at 0x80-0x9F (where Latin-1 has control codes); 0 where it has none. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** Node's TextDecoder reads "windows-1252" as Latin-1 (its curly quotes and dashes vanish), so the table is ours. */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] || byte : byte);
  return text;
}

// Mammoth's own browser bundle: bundling its sources pulls in Node's stream and util polyfills, and one of
// them tries eval when it loads, which the production CSP refuses. The bundle runs on Node too.
const loadMammoth = () => {
  provideSetImmediate();
  return import("mammoth/mammoth.browser.min.js");
};

/**
 * JSZip, inside mammoth, yields between its steps with setImmediate, or, where there is none (browsers), with
 * setTimeout(0), which a browser holds back to 4 ms once nested: a Word file then takes 150 ms of waiting
 * instead of 25 ms of work. A message channel yields as soon as the thread is free. JSZip looks for
 * setImmediate when it loads, so this runs first. Only in a worker (the batch page's reader, which reads dozens
 * of files): a page's own scripts may take a global setImmediate for a sign of Node.
 */
function provideSetImmediate() {
  if (typeof globalThis.setImmediate === "function" || typeof window !== "undefined") return;
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  const setImmediate = (callback: (...args: unknown[]) => void, ...args: unknown[]) => {
    queue.push(() => callback(...args));
    channel.port2.postMessage(null);
  };
  Object.assign(globalThis, { setImmediate });
}
const loadPdfJs = () => import("unpdf");

/** Loads the Word and PDF parsers ahead of the first file (the batch page's reader does, while the teacher picks files). */
export async function preloadParsers(): Promise<void> {
  // unpdf loads pdf.js itself (1.6 MB) only when first asked for it.
  await Promise.all([loadMammoth(), loadPdfJs().then(({ getResolvedPDFJS }) => getResolvedPDFJS())]);
}

async function readDocx(bytes: ArrayBuffer): Promise<string> {
  const { default: mammoth } = await loadMammoth();
  const { value } = await mammoth.extractRawText({ arrayBuffer: bytes });
  // Each paragraph ends with a blank line; empty paragraphs would stack more.
  return value.replace(/\n{3,}/g, "\n\n").trim();
}

interface PdfLine {
  text: string;
  y: number;
  size: number;
  /** Where the line's text ends on the page, from the left edge. */
  right: number;
}

async function readPdf(bytes: ArrayBuffer, { maxPdfPages = Infinity }: ReadOptions): Promise<string> {
  const { extractTextItems, getDocumentProxy } = await loadPdfJs();
  // No eval: the production CSP forbids it (pdf.js then interprets PDF functions instead of compiling them).
  // Errors only: a damaged file is reported to the user, not warned about in the console.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 }).catch((error: unknown) => {
    throw (error as { name?: string } | null)?.name === "PasswordException" ? new Refused("filePasswordProtected") : error;
  });
  try {
    if (pdf.numPages > maxPdfPages) throw new Refused("fileTooManyPages");
    const { items } = await extractTextItems(pdf);
    return paragraphs(withoutRunningHeads(items.map(pageLines)));
  } finally {
    await pdf.destroy();
  }
}

/** The lines of a page, top to bottom: its text pieces joined until a line break or a new baseline. */
function pageLines(items: { str: string; x: number; y: number; width: number; fontSize: number; hasEOL: boolean }[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let line: PdfLine | null = null;
  for (const item of items) {
    if (line && item.str !== "" && Math.abs(item.y - line.y) > line.size / 2) {
      lines.push(line);
      line = null;
    }
    if (item.str !== "") {
      line ??= { text: "", y: item.y, size: item.fontSize, right: 0 };
      line.right = Math.max(line.right, item.x + item.width);
    }
    if (line) line.text += item.str;
    if (item.hasEOL && line) {
      lines.push(line);
      line = null;
    }
  }
  if (line) lines.push(line);
  return lines.filter((l) => l.text.trim() !== "");
}

/** The date and time a browser prints at the top of each page ("12/3/26, 6:34 PM"), before or after the page's title. */
const PRINT_DATE_TIME = /\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}/;
/** What else a browser prints in a page's margins: the page's address, the page number ("1/2", "Page 1 of 2"). */
const BROWSER_MARGIN_TEXT = /(file|https?):\/\/\S|(^|\s)(page )?\d+ ?(\/|of) ?\d+$/i;
/** A print header is a title and a date: a longer line at a page's edge is the writer's own. */
const MARGIN_MAX_WORDS = 12;
const isPrintHeader = (text: string) => text.split(/\s+/).length <= MARGIN_MAX_WORDS && PRINT_DATE_TIME.test(text);

/**
 * Drops the running header and footer of each page: its top or bottom line when the same line, page numbers
 * aside, stands at the same height on another page, when it is a short line holding a print date and time
 * ("Farid - News summary 12/3/26, 6:34 PM", in whatever order the PDF gives title and date), or when it is in
 * smaller type than the page's text and reads as a browser's print footer (a one-page printout repeats
 * neither).
 */
function withoutRunningHeads(pages: PdfLine[][]): PdfLine[][] {
  const key = (line: PdfLine) => `${Math.round(line.y)} ${line.text.replace(/\d+/g, "#").replace(/\s+/g, " ").trim()}`;
  const edges = pages.map(
    (page) => new Set(page.length === 0 ? [] : [page.reduce((a, b) => (b.y > a.y ? b : a)), page.reduce((a, b) => (b.y < a.y ? b : a))]),
  );
  const pagesWith = new Map<string, number>();
  for (const seen of edges.flatMap((edge) => [...new Set([...edge].map(key))])) pagesWith.set(seen, (pagesWith.get(seen) ?? 0) + 1);
  return pages.map((page, i) => {
    const largest = Math.max(...page.map((l) => l.size));
    const runningHead = (line: PdfLine) =>
      edges[i].has(line) &&
      ((pagesWith.get(key(line)) ?? 0) > 1 ||
        isPrintHeader(line.text.trim()) ||
        (line.size < largest && BROWSER_MARGIN_TEXT.test(line.text.trim())));
    return page.filter((line) => !runningHead(line));
  });
}

/**
 * The lines of a paragraph as one. A line ending in a hyphen after a letter, before one starting in lowercase,
 * is a word broken at its own hyphen ("game-" / "changer"): it is joined with the hyphen kept and no space
 * ("game-changer"); a soft hyphen (U+00AD) a typesetter added goes. Curly quotation marks some PDFs set apart
 * from the words they quote ("“ Master Page ”") are put back against them.
 */
function joinLines(lines: readonly string[]): string {
  const joined = lines.reduce((text, line) => {
    if (text === "") return line;
    if (/\p{L}\u00AD$/u.test(text)) return text.slice(0, -1) + line;
    return /\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line) ? text + line : `${text} ${line}`;
  }, "");
  return joined.replace(/“\s+/g, "“").replace(/\s+”/g, "”");
}

/** A line ending a sentence: . ! ? or :, maybe followed by a closing quotation mark or bracket. */
const ENDS_SENTENCE = /[.!?:]["'”’)\]]*$/;

/**
 * PDF has no paragraphs, only lines placed on a page. The document's line spacing is the tightest gap
 * between two lines (a line is never closer than 0.8 of its font size to the one above). A paragraph ends
 * where the gap to the next line is clearly wider than that, where the text moves up (a new column), at the
 * end of a page unless the paragraph runs on, and after a sentence that stops well short of the right margin.
 * When no two lines sit closer than 1.6 times the font size, every gap may be a paragraph's (printed one-line
 * paragraphs): then every line that ends a sentence ends its paragraph. The lines of a paragraph are joined
 * into one (`joinLines`), as they were before the PDF wrapped them.
 */
function paragraphs(pages: PdfLine[][]): string {
  const lines = pages.flat();
  const size = lines.map((l) => l.size).sort((a, b) => a - b)[Math.floor(lines.length / 2)] ?? 0;
  const gaps = pages.flatMap((page) => page.slice(1).map((l, i) => page[i].y - l.y)).filter((g) => g >= size * 0.8);
  const lineSpacing = Math.min(...gaps);
  const spacedApart = lineSpacing > size * 1.6;
  const margin = Math.max(0, ...lines.map((l) => l.right));
  const endsParagraph = (line: PdfLine, gap: number) =>
    gap <= 0 || gap > lineSpacing * 1.4 || (ENDS_SENTENCE.test(line.text.trim()) && (spacedApart || line.right < margin * 0.85));

  // A paragraph runs on to the next page when the page's last line fills the width without ending a sentence
  // (a heading at the foot of a page stops short), or when the next page starts in lowercase.
  const runsOn = (last: PdfLine, next: PdfLine) =>
    (!ENDS_SENTENCE.test(last.text.trim()) && last.right >= margin * 0.85) || /^\p{Ll}/u.test(next.text.trim());

  const found: string[] = [];
  let current: string[] = [];
  let last: PdfLine | null = null;
  for (const page of pages) {
    page.forEach((line, i) => {
      const ends = i > 0 ? endsParagraph(page[i - 1], page[i - 1].y - line.y) : last !== null && !runsOn(last, line);
      if (ends) {
        found.push(joinLines(current));
        current = [];
      }
      current.push(line.text.trim());
    });
    last = page.at(-1) ?? last;
  }
  if (current.length > 0) found.push(joinLines(current));
  return found.join("\n\n");
}
