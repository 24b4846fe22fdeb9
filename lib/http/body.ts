import { MAX_REQUEST_BODY_BYTES } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { AppError } from "@/lib/errors";

export const tooLarge = () => new AppError("request_too_large", 413, MESSAGES.requestTooLarge);

/**
 * The request body as text, read as a stream and given up with 413 once it passes the limit, so a huge
 * body (declared or sent in chunks) is never held in memory. The server refuses a declared one earlier.
 */
export async function readBodyText(req: Request, limit = MAX_REQUEST_BODY_BYTES): Promise<string> {
  if (Number(req.headers.get("content-length")) > limit) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
