// POST /api/v1/detect - API: check one text or a batch of up to 20 for AI writing (Bearer API key)
import { apiDetect } from "@/lib/api/detect";
import { detectRequest } from "@/lib/api/schemas";
import { apiPreflight } from "@/lib/http/cors";
import { route } from "@/lib/http/route";

export const POST = route({ body: detectRequest, auth: "apiKey" }, async ({ req, body, viewer, meterWords }) => {
  const { answer, words } = await apiDetect(viewer, body, req.signal);
  meterWords(words);
  return answer;
});

export const OPTIONS = apiPreflight(["POST"]);
