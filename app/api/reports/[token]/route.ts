// GET /api/reports/:token - a shared writing report as JSON, for anyone with the link (revoked or unknown: the same 404)
import type { NextRequest } from "next/server";
import { withApiCors } from "@/lib/http/cors";
import { route } from "@/lib/http/route";
import { publicReport } from "@/lib/writing/service";

const read = route({}, async ({ params }) => ({ report: await publicReport(params.token) }));

/** Also read by integrations (a school's platform showing the report beside a submission), from any origin: the token is the only key, no cookie is needed. */
export const GET = async (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => withApiCors(await read(req, ctx));
