import { Unzip, UnzipInflate } from "fflate";
import { decodeText, readAttachment, type Attachment, type AttachmentProblem } from "@/lib/files/read-attachment";
import {
  BATCH_EXTENSIONS,
  BATCH_FILES_PRO,
  BATCH_PDF_MAX_PAGES,
  BATCH_ZIP_MAX_BYTES,
  BATCH_ZIP_MAX_RATIO,
  BATCH_ZIP_MAX_UNPACKED_BYTES,
  BATCH_ZIP_RATIO_FROM_BYTES,
  MAX_ATTACHMENT_BYTES,
} from "@/lib/limits";
import type { BatchProblem } from "./types";

/** One document of a batch as read: its text, or why it has none. A .zip gives one per file inside. */
export type BatchRead = { name: string; text: string } | { name: string; problem: BatchProblem };

type Extension = (typeof BATCH_EXTENSIONS)[number];

const ATTACHMENT_PROBLEMS: Record<AttachmentProblem, BatchProblem> = {
  unsupportedFile: "batchUnsupportedFile",
  fileTooLarge: "batchFileTooLarge",
  fileReadFailed: "batchUnreadable",
  fileHasNoText: "batchNoText",
  filePasswordProtected: "batchPdfProtected",
  fileTooManyPages: "batchTooManyPages",
};

/** Archives a .zip may hold; none is opened (a nested archive is how zip bombs multiply). */
const ARCHIVE = /\.(zip|7z|rar|tar|gz|tgz|bz2|xz)$/i;

const extensionOf = (name: string): Extension | undefined => BATCH_EXTENSIONS.find((ext) => name.toLowerCase().endsWith(ext));

/**
 * Reads one file a teacher dropped: its text, or a problem a person can act on. A .zip is unpacked in
 * memory (never to disk) and each file in it read the same way. Nothing here throws for bad input.
 */
export async function readBatchFile(file: Attachment): Promise<BatchRead[]> {
  const extension = extensionOf(file.name);
  if (!extension) return [{ name: file.name, problem: "batchUnsupportedFile" }];
  if (file.size === 0) return [{ name: file.name, problem: "batchEmptyFile" }];
  if (file.size > (extension === ".zip" ? BATCH_ZIP_MAX_BYTES : MAX_ATTACHMENT_BYTES))
    return [{ name: file.name, problem: "batchFileTooLarge" }];
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (extension === ".zip") return readZip(file.name, bytes);
  return [await readDocument(file.name, extension, bytes)];
}

async function readDocument(name: string, extension: Exclude<Extension, ".zip">, bytes: Uint8Array): Promise<BatchRead> {
  if (bytes.length === 0) return { name, problem: "batchEmptyFile" };
  if (bytes.length > MAX_ATTACHMENT_BYTES) return { name, problem: "batchFileTooLarge" };
  const mismatch = contentMismatch(extension, bytes);
  if (mismatch) return { name, problem: mismatch };
  // Markdown is plain text to the reader; the shared reader knows .txt, .docx and .pdf.
  const read = await readAttachment(asAttachment(extension === ".md" ? `${name}.txt` : name, bytes), { maxPdfPages: BATCH_PDF_MAX_PAGES });
  return read.ok ? { name, text: read.text } : { name, problem: ATTACHMENT_PROBLEMS[read.problem] };
}

function asAttachment(name: string, bytes: Uint8Array): Attachment {
  return { name, size: bytes.length, arrayBuffer: async () => bytes.slice().buffer };
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];
/** An OLE compound file: an old .doc, or a password-protected .docx (Word encrypts into one). */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

/** Why the bytes are not what the name's extension says, or undefined when they are. */
function contentMismatch(extension: Extension, bytes: Uint8Array): BatchProblem | undefined {
  if (extension === ".docx") {
    if (startsWith(bytes, OLE_MAGIC)) return "batchWordProtected";
    return startsWith(bytes, ZIP_MAGIC) ? undefined : "batchWrongContent";
  }
  if (extension === ".zip") return startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, EMPTY_ZIP_MAGIC) ? undefined : "batchWrongContent";
  // PDF readers accept the header anywhere in the first kilobyte.
  if (extension === ".pdf")
    return new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-") ? undefined : "batchWrongContent";
  return decodeText(bytes) === null ? "batchWrongContent" : undefined;
}

/** A name that leaves the archive's folder when unpacked: "../x", "/etc/x", "C:\x". */
function climbsOut(name: string): boolean {
  const parts = name.replace(/\\/g, "/").split("/");
  return name.startsWith("/") || name.startsWith("\\") || /^[a-z]:/i.test(name) || parts.includes("..");
}

/** How much of a .zip is unpacked at a time: at most a few hundred entries' headers. */
const ZIP_PIECE_BYTES = 16 * 1024;

/** Files a computer adds to an archive by itself (macOS resource forks, Finder's folder settings). */
const SYSTEM_ENTRY = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$)/;

interface ZipEntry {
  name: string;
  chunks: Uint8Array[];
  problem?: BatchProblem;
  failed?: boolean;
}

/**
 * The files of a .zip, each read as if dropped alone. Unpacking counts the bytes it really produces (the
 * sizes an archive declares can lie), and gives up on the whole archive past the total or ratio cap.
 */
async function readZip(zipName: string, bytes: Uint8Array): Promise<BatchRead[]> {
  if (contentMismatch(".zip", bytes)) return [{ name: zipName, problem: "batchWrongContent" }];
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let bomb = false;
  // No batch takes more files than a Pro one: the rest are not unpacked (a .zip of thousands of tiny files
  // would otherwise become thousands of rows and requests).
  let leftOut = false;
  const isBomb = () =>
    unpacked > BATCH_ZIP_MAX_UNPACKED_BYTES || (unpacked > BATCH_ZIP_RATIO_FROM_BYTES && unpacked > bytes.length * BATCH_ZIP_MAX_RATIO);
  const unzip = new Unzip((file) => {
    if (file.name.endsWith("/") || SYSTEM_ENTRY.test(file.name)) return;
    if (entries.length >= BATCH_FILES_PRO) {
      leftOut = true;
      return;
    }
    const entry: ZipEntry = { name: file.name, chunks: [] };
    entries.push(entry);
    if (climbsOut(file.name)) entry.problem = "batchUnsafePath";
    else if (ARCHIVE.test(file.name)) entry.problem = "batchNestedArchive";
    else if (!extensionOf(file.name)) entry.problem = "batchUnsupportedFile";
    if (entry.problem || bomb) return;
    let size = 0;
    file.ondata = (error, chunk) => {
      if (error) {
        entry.failed = true;
        return;
      }
      size += chunk.length;
      unpacked += chunk.length;
      if (isBomb()) {
        bomb = true;
        file.terminate();
        return;
      }
      // A file past the single-file cap is refused as that, without keeping its bytes.
      if (size > MAX_ATTACHMENT_BYTES) entry.problem = "batchFileTooLarge";
      else entry.chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Fed in pieces: fflate reads the entries of one piece by recursion, and a piece of a few thousand empty
    // entries overflows the stack.
    for (let at = 0; at < bytes.length && !bomb; at += ZIP_PIECE_BYTES)
      unzip.push(bytes.subarray(at, at + ZIP_PIECE_BYTES), at + ZIP_PIECE_BYTES >= bytes.length);
  } catch {
    if (!bomb) return [{ name: zipName, problem: "batchUnreadable" }];
  }
  if (bomb) return [{ name: zipName, problem: "batchZipBomb" }];
  if (entries.length === 0) return [{ name: zipName, problem: "batchNoText" }];

  const reads: BatchRead[] = [];
  for (const entry of entries) {
    const name = `${zipName}/${entry.name}`;
    if (entry.problem) reads.push({ name, problem: entry.problem });
    else if (entry.failed) reads.push({ name, problem: "batchUnreadable" });
    else reads.push(await readDocument(name, extensionOf(entry.name) as Exclude<Extension, ".zip">, concat(entry.chunks)));
  }
  if (leftOut) reads.push({ name: zipName, problem: "batchZipTooManyFiles" });
  return reads;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Names made unique within a batch: a second "essay.docx" becomes "essay (2).docx". Returns each name and
 * whether it was renamed, so the row can say why.
 */
export function uniqueNames(names: string[], taken: Iterable<string> = []): { name: string; renamed: boolean }[] {
  const used = new Set(Array.from(taken, (n) => n.toLowerCase()));
  return names.map((original) => {
    let name = original;
    const dot = original.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [original.slice(0, dot), original.slice(dot)] : [original, ""];
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
    used.add(name.toLowerCase());
    return { name, renamed: name !== original };
  });
}
