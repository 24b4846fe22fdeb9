// GET /api/reports/:token - a shared writing report as JSON, for anyone with the link (revoked or unknown: the same 404)
import { route } from "@/lib/http/route";
import { publicReport } from "@/lib/writing/service";

export const GET = route({}, async ({ params }) => ({ report: await publicReport(params.token) }));
