// Any other /api/v1 address - 404 in the API's error shape, to any origin
import { MESSAGES } from "@/lib/messages";
import { apiPreflight, withApiCors } from "@/lib/http/cors";
import { errorResponse } from "@/lib/http/route";

const notFound = async () => withApiCors(errorResponse("not_found", 404, MESSAGES.apiNotFound));

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = apiPreflight(["GET", "POST"]);
