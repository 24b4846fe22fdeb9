import type { BatchFileInput, BatchFileOutcome } from "@/lib/batch/service";
import type { Batch, BatchSummary } from "@/lib/batch/types";
import { errorFrom, requestJson } from "./api";

/** The batch routes, as the batch page calls them. */
export const batchApi = {
  create: (name: string) => requestJson<{ batch: BatchSummary }>("/api/batch", { body: { name } }).then((r) => r.batch),
  /** A page of batches, newest first; `next` asks for the page after. */
  list: (before?: string) =>
    requestJson<{ batches: BatchSummary[]; next: string | null }>(
      before ? `/api/batch?before=${encodeURIComponent(before)}` : "/api/batch",
    ),
  get: (id: string) => requestJson<{ batch: Batch }>(`/api/batch/${encodeURIComponent(id)}`).then((r) => r.batch),
  remove: (id: string) => requestJson<{ deleted: number }>(`/api/batch/${encodeURIComponent(id)}`, { method: "DELETE" }),
  async sendFile(id: string, body: BatchFileInput, signal: AbortSignal): Promise<BatchFileOutcome> {
    const res = await fetch(`/api/batch/${encodeURIComponent(id)}/files`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal,
      cache: "no-store",
    });
    if (!res.ok) throw await errorFrom(res);
    return ((await res.json()) as { file: BatchFileOutcome }).file;
  },
  reportUrl: (id: string, format: "csv" | "pdf") => `/api/batch/${encodeURIComponent(id)}/report?format=${format}`,
};
