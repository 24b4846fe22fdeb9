// GET /api/keys/usage - requests and words per day over the last 30 days, per live API key of the signed-in user
import { apiKeyUsage } from "@/lib/api/keys";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "required" }, async ({ viewer }) => apiKeyUsage(viewer.user!.id));
