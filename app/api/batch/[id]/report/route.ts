// GET /api/batch/:id/report?format=csv|pdf - the batch's table as CSV, or its report as PDF
import { batchReport } from "@/lib/batch/report";
import { route } from "@/lib/http/route";
import { reportQuery } from "../../schema";

export const GET = route({}, async ({ req, viewer, params }) =>
  batchReport(viewer, params.id, reportQuery.parse(req.nextUrl.searchParams.get("format"))),
);
