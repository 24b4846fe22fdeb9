import "server-only";
import { AppError } from "@/lib/errors";
import { MESSAGES, textNotEnglish } from "@/lib/messages";
import { lengthShortfall } from "@/lib/rewriter/shortfall";
import { foreignLanguageOf } from "@/lib/rewriter/language";
import { UnsupportedLanguageError, unsupportedOptionError } from "@/lib/rewriter/settings";
import { assertRewriterHasRoom, detectInPool, rewriteInPool } from "@/lib/workers/pool";
import type { AiEngine } from "./types";

/** The offline engine: the local rewriter and the local detector, each in its worker pool. */
export function createLocalEngine(): AiEngine {
  return {
    name: "local",
    async *rewrite(request, signal) {
      const unsupported = unsupportedOptionError(request.options);
      if (unsupported)
        throw new AppError(
          unsupported instanceof UnsupportedLanguageError ? "unsupported_language" : "unsupported_option",
          422,
          unsupported.message,
        );
      // English rules would mangle another language ("acceso a internet" → "acceso an internet").
      const foreign = foreignLanguageOf(request.text);
      if (foreign) throw new AppError("unsupported_language", 422, textNotEnglish(foreign));
      // The offline engine answers at once: the whole rewrite is one piece.
      const { text: rewritten, changedWords } = await rewriteInPool(request, signal);
      yield rewritten;
      // It leaves a text as written when no edit is safe; the user is told why, rather than left to wonder.
      const unchanged = rewritten.replace(/\s+/g, " ").trim() === request.text.replace(/\s+/g, " ").trim();
      // It never changes a figure, name or claim (its edits are word choices it can vouch for): nothing to review.
      if (unchanged) return { servedBy: { kind: "offline" }, unchanged, notice: MESSAGES.offlineNoSafeChange, review: [] };
      const shortfall = lengthShortfall(request, rewritten);
      return { servedBy: { kind: "offline" }, changedWords, review: [], ...(shortfall && { notice: shortfall }) };
    },
    detect(text, signal) {
      return detectInPool(text, signal);
    },
    refuseIfBusy: assertRewriterHasRoom,
    status: () => ({ kind: "offline" }),
  };
}
