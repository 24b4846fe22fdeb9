import "server-only";
import type { Viewer } from "@/lib/viewer";
import { batchCsv } from "./report-csv";
import { batchReportPdf } from "./report-pdf";
import { getBatch } from "./service";

/** "ai-check-year-9-essays.pdf": the batch's name as a safe file name. */
function fileName(name: string, extension: string): string {
  const stem = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "batch";
  return `ai-check-${stem}.${extension}`;
}

/** The batch's CSV table or PDF report, as a download. */
export async function batchReport(viewer: Viewer, id: string, format: "csv" | "pdf"): Promise<Response> {
  const batch = await getBatch(viewer, id);
  const body = format === "csv" ? batchCsv(batch.items) : new Uint8Array(await batchReportPdf(batch));
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName(batch.name, format)}"`,
    },
  });
}
