// GET /api/v1/openapi.json - the API's OpenAPI 3.1 document, generated from the zod schemas the routes validate with (public)
import { config } from "@/lib/config";
import { openApiDocument } from "@/lib/api/openapi";
import { apiPreflight, withApiCors } from "@/lib/http/cors";

// Not the route wrapper: this answer is the same for everyone and touches no session, cookie or store.
export const GET = async () => withApiCors(Response.json(openApiDocument(config().siteUrl), { headers: { "Cache-Control": "public, max-age=300" } }));

export const OPTIONS = apiPreflight(["GET"]);
