// GET /api/v1/openapi.json - the API's OpenAPI 3.1 document, generated from the zod schemas the routes validate with (public)
import { openApiDocument } from "@/lib/api/openapi";
import { config } from "@/lib/config";
import { apiPreflight, withApiCors } from "@/lib/http/cors";
import { siteUrlOf } from "@/lib/http/site-url";

// Not the route wrapper: this answer touches no session, cookie or store. Its `servers` URL is SITE_URL, the
// same for everyone, or else the address the request was sent to (its Host, or a trusted proxy's
// X-Forwarded-Host): then only the asker's own cache may keep it, as `private` says to every shared one.
export const GET = async (req: Request) =>
  withApiCors(
    Response.json(openApiDocument(siteUrlOf(req.headers)), {
      headers: { "Cache-Control": config().siteUrl ? "public, max-age=300" : "private, max-age=300" },
    }),
  );

export const OPTIONS = apiPreflight(["GET"]);
