import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors";
import {
  BATCH_REPORT_BUSY_RETRY_SECONDS,
  BATCH_REPORT_CACHE_MAX_BYTES,
  BATCH_REPORT_CACHE_MS,
  BATCH_REPORTS_AT_ONCE_PER_ACCOUNT,
} from "@/lib/tuning";
import { MESSAGES } from "@/lib/messages";
import type { Viewer } from "@/lib/viewer";
import { reportInPool } from "@/lib/workers/pool";
import { batchCsv } from "./report-csv";
import { reportContent } from "./report-content";
import { getBatch } from "./service";
import type { Batch } from "./types";

/** "ai-check-year-9-essays.pdf": the batch's name as a safe file name. */
function fileName(name: string, extension: string): string {
  const stem =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "batch";
  return `ai-check-${stem}.${extension}`;
}

/**
 * Made reports, by batch id: each batch's newest, with the fingerprint of what it shows (its owner, and the
 * content made from the batch as stored now), least recently used first. A report whose batch has changed
 * since (a file added, the batch renamed) no longer matches and is made again; a deleted batch is never found
 * to ask for it. Bounded in bytes, and each kept a while only: the student's paragraphs stay in memory no longer.
 */
const made = new Map<string, { key: string; pdf: Uint8Array<ArrayBuffer>; expiry: NodeJS.Timeout }>();
let madeBytes = 0;
/** Reports being made, by fingerprint (a second download of one joins it), and how many for each account. */
const making = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const makingFor = new Map<string, number>();

function forget(batchId: string) {
  const kept = made.get(batchId);
  if (!kept) return;
  clearTimeout(kept.expiry);
  made.delete(batchId);
  madeBytes -= kept.pdf.byteLength;
}

function keep(batchId: string, key: string, pdf: Uint8Array<ArrayBuffer>) {
  forget(batchId);
  if (pdf.byteLength > BATCH_REPORT_CACHE_MAX_BYTES) return;
  while (madeBytes + pdf.byteLength > BATCH_REPORT_CACHE_MAX_BYTES) forget(made.keys().next().value!);
  const expiry = setTimeout(() => made.get(batchId)?.key === key && forget(batchId), BATCH_REPORT_CACHE_MS);
  expiry.unref();
  made.set(batchId, { key, pdf, expiry });
  madeBytes += pdf.byteLength;
}

/**
 * The batch's PDF report: the one made already while the batch is unchanged, or made now in the report pool,
 * off the request thread. An account has at most BATCH_REPORTS_AT_ONCE_PER_ACCOUNT being made at once.
 */
async function pdfReport(ownerId: string, batch: Batch): Promise<Uint8Array<ArrayBuffer>> {
  const content = reportContent(batch);
  const key = createHash("sha256")
    .update(JSON.stringify([ownerId, batch.id, content]))
    .digest("base64url");
  const kept = made.get(batch.id);
  if (kept?.key === key) {
    made.delete(batch.id);
    made.set(batch.id, kept);
    return kept.pdf;
  }
  const pending = making.get(key);
  if (pending) return pending;
  const atOnce = makingFor.get(ownerId) ?? 0;
  if (atOnce >= BATCH_REPORTS_AT_ONCE_PER_ACCOUNT) {
    throw new AppError("reports_busy", 429, MESSAGES.batchReportBusy, { retryAfterSeconds: BATCH_REPORT_BUSY_RETRY_SECONDS });
  }
  makingFor.set(ownerId, atOnce + 1);
  // Not tied to the request that asked: a download given up on still leaves the report made for the next.
  const pdf = reportInPool({ content, generated: Date.now() })
    .then((bytes) => {
      keep(batch.id, key, bytes);
      return bytes;
    })
    .finally(() => {
      making.delete(key);
      const left = makingFor.get(ownerId)! - 1;
      if (left > 0) makingFor.set(ownerId, left);
      else makingFor.delete(ownerId);
    });
  making.set(key, pdf);
  return pdf;
}

/** The batch's CSV table or PDF report, as a download. */
export async function batchReport(viewer: Viewer, id: string, format: "csv" | "pdf"): Promise<Response> {
  const batch = await getBatch(viewer, id);
  const body = format === "csv" ? batchCsv(batch.items) : await pdfReport(viewer.user!.id, batch);
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName(batch.name, format)}"`,
    },
  });
}
