/** A thread of the report pool (see pool.ts): a batch's PDF report, drawn by pdfkit off the request thread. */
import { batchReportPdf } from "@/lib/batch/report-pdf";
import type { ReportTask } from "./pool";
import { timedAsync } from "./timed";

export function report({ content, generated }: ReportTask) {
  return timedAsync(async () => new Uint8Array(await batchReportPdf(content, new Date(generated))));
}
