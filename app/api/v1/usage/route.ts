// GET /api/v1/usage - API: what the key's account has used and has left today, and this period's Lumenaris words (Bearer API key)
import { apiUsage } from "@/lib/api/usage";
import { apiPreflight } from "@/lib/http/cors";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "apiKey" }, async ({ viewer, apiKey }) => apiUsage(viewer, apiKey!));

export const OPTIONS = apiPreflight(["GET"]);
