import "server-only";
import { detect } from "@/lib/detector";
import { AppError } from "@/lib/http/errors";
import { rewriteStream, UnsupportedLanguageError } from "@/lib/rewriter";
import type { AiEngine } from "./types";

/** The offline engine: the local rewriter and the local detector. */
export function createLocalEngine(): AiEngine {
  return {
    name: "local",
    async *rewrite(request) {
      try {
        yield* rewriteStream(request);
      } catch (error) {
        if (error instanceof UnsupportedLanguageError) throw new AppError("unsupported_language", 422, error.message);
        throw error;
      }
    },
    async detect(text) {
      return detect(text);
    },
  };
}
