import type { WritingEvent } from "@/lib/writing/events";
import type { DocumentSummary, ReportSummary, WritingDocument } from "@/lib/writing/types";
import { errorFrom, requestJson } from "./api";

const doc = (id: string) => `/api/writing/${encodeURIComponent(id)}`;

export interface EventsBody {
  from: number;
  events: WritingEvent[];
  digest: string;
}

/** The writing space's routes (/api/writing), as /write calls them. */
export const writingApi = {
  list: () => requestJson<{ documents: DocumentSummary[] }>("/api/writing").then((r) => r.documents),
  create: (title?: string) =>
    requestJson<{ document: DocumentSummary }>("/api/writing", { body: title ? { title } : {} }).then((r) => r.document),
  /** The document with its text, and the server's clock when it answered (from the Date header), to time events by it. */
  async get(id: string): Promise<{ document: WritingDocument; serverNow: number | null }> {
    const res = await fetch(doc(id), { cache: "no-store" });
    if (!res.ok) throw await errorFrom(res);
    const date = Date.parse(res.headers.get("date") ?? "");
    return { document: ((await res.json()) as { document: WritingDocument }).document, serverNow: Number.isNaN(date) ? null : date };
  },
  rename: (id: string, title: string) =>
    requestJson<{ document: DocumentSummary }>(doc(id), { method: "PATCH", body: { title } }).then((r) => r.document),
  remove: (id: string) => requestJson<{ ok: true }>(doc(id), { method: "DELETE" }),
  /** One save of the record; `keepalive` lets it finish while the page unloads (the body must stay under 64 KB). */
  async saveEvents(id: string, body: EventsBody, keepalive = false): Promise<{ saved: number; digest: string }> {
    const res = await fetch(`${doc(id)}/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
      keepalive,
    });
    if (!res.ok) throw await errorFrom(res);
    return res.json() as Promise<{ saved: number; digest: string }>;
  },
  share: (id: string) => requestJson<{ report: ReportSummary }>(`${doc(id)}/reports`, { body: {} }).then((r) => r.report),
  revoke: (token: string) => requestJson<{ ok: true }>(`/api/writing/reports/${encodeURIComponent(token)}`, { method: "DELETE" }),
};
