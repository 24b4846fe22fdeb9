// GET /api/v1/openapi.json - the API's OpenAPI 3.1 document, generated from the zod schemas the routes validate with (public)
import { openApiDocument } from "@/lib/api/openapi";
import { apiPreflight, withApiCors } from "@/lib/http/cors";
import { siteUrlOf } from "@/lib/http/site-url";

// Not the route wrapper: this answer is the same for everyone and touches no session, cookie or store.
export const GET = async (req: Request) => withApiCors(Response.json(openApiDocument(siteUrlOf(req.headers)), { headers: { "Cache-Control": "public, max-age=300" } }));

export const OPTIONS = apiPreflight(["GET"]);
