import "server-only";
import { getAiEngine, type DetectResult, type RewriteRequest } from "@/lib/ai";
import type { EnginePiece, EngineReport, Restart, ServedBy, Verdict } from "@/lib/ai/types";
import { getStore } from "@/lib/db";
import { addHistory } from "@/lib/history";
import { AppError } from "@/lib/errors";
import { changedTooLittleToCount, usageCost } from "@/lib/limits";
import { MESSAGES, nearlyUnchangedNotice } from "@/lib/messages";
import { reserveUse, type Reservation } from "@/lib/quota";
import { changedWordCount } from "@/lib/text-diff";
import { countWords } from "@/lib/text-stats";
import type { ReviewMark } from "@/lib/review-marks";
import type { Viewer } from "@/lib/viewer";
import { enforceModelAllowance, spendModelWords } from "./allowance";
import { enforceOptionAccess, enforceWordLimit } from "./guards";

export interface RewriteOutcome {
  response: string;
  detectionScore: number;
  /** The checker's verdict on the rewrite, so the chip beside it reads as the checker does. */
  detectionVerdict: Verdict;
  /** How often human writing scores this high, in words (null when the result is too short to tell). */
  detectionHumanRateSentence: string | null;
  usesLeft: number | null;
  /** The engine that wrote the result: the offline one, or a provider's model. */
  servedBy: ServedBy;
  /** Something the user should know about how the result was made (the offline fallback, a free run). */
  notice?: string;
  /** The result changed almost nothing: the run was free and is not in history (the page may suggest another choice). */
  unchanged?: true;
  /** The provider's changes for the user to review (none from the offline engine). */
  review: ReviewMark[];
}

/**
 * The offline humanizer edits lightly by design (no language model runs here): when its result still reads as AI
 * to the checker, the user is told that full humanizing needs an AI provider, rather than left to think it failed.
 */
function offlineHumanizeNotice(request: RewriteRequest, report: EngineReport, detection: DetectResult): string | undefined {
  const humanize = request.humanize || request.rephraseType === "Humanizer";
  const stillAi = detection.verdict === "ai" || detection.verdict === "possibly_ai";
  return humanize && report.servedBy.kind === "offline" && !report.unchanged && stillAi ? MESSAGES.offlineHumanizeStillAi : undefined;
}

/** Writes a record of a finished rewrite; false (and logged) when the store fails. */
async function keepRecord(what: string, write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    console.error(`rewrite: the ${what} could not be written:`, error instanceof Error ? error.message : error);
    return false;
  }
}

/**
 * A use is spent once the engine has started. It comes back only when the engine fails; a client that
 * goes away has still had the engine (and, with an AI provider, its cost).
 */
async function refundIfEngineFailed(reservation: Reservation, error: unknown, signal?: AbortSignal): Promise<never> {
  await (signal?.aborted ? reservation.settle() : reservation.refund());
  throw error;
}

/**
 * The rewrite's stream, its use settled however it ends: finished, failed (refunded already), or stopped at a
 * piece by a client that left (the engine ran). Only a server stopped first leaves the use pending, for the
 * reconcile to give back.
 */
async function* settledAtEnd<T, R>(reservation: Reservation, pieces: AsyncGenerator<T, R>): AsyncGenerator<T, R> {
  try {
    return yield* pieces;
  } finally {
    await reservation.settle();
  }
}

/**
 * Checks limits, takes one use and starts the engine. Resolves once the first piece of text exists,
 * so a request that cannot start fails as a plain error. The returned generator yields text pieces (a
 * Restart withdraws what came before it) and returns the outcome.
 */
export async function beginRewrite(
  viewer: Viewer,
  request: RewriteRequest,
  signal?: AbortSignal,
): Promise<AsyncGenerator<string | Restart, RewriteOutcome>> {
  enforceWordLimit(request.text, viewer, "rewrite");
  enforceOptionAccess(request.options, viewer);
  await enforceModelAllowance(viewer, request.model);
  const engine = getAiEngine();
  engine.refuseIfBusy();
  const reservation = await reserveUse(viewer, "rewrite");
  const pieces = engine.rewrite(request, signal);
  let first: IteratorResult<EnginePiece, EngineReport>;
  try {
    first = await pieces.next();
  } catch (error) {
    return refundIfEngineFailed(reservation, error, signal);
  }

  const finishing = (async function* () {
    let text = "";
    let detection: DetectResult;
    let report: EngineReport;
    try {
      let step = first;
      for (; !step.done; step = await pieces.next()) {
        text = typeof step.value === "string" ? text + step.value : step.value.text;
        yield step.value;
      }
      report = step.value;
      if (text.trim() === "") throw new AppError("empty_result", 502, MESSAGES.promptFailed);
      detection = await engine.detect(text, signal);
    } catch (error) {
      return refundIfEngineFailed(reservation, error, signal);
    }
    // A result that changes almost nothing costs the user nothing, and is not worth keeping.
    const changedWords = report.unchanged ? 0 : (report.changedWords ?? changedWordCount(request.text, text));
    const slight = !report.unchanged && changedTooLittleToCount(changedWords, countWords(request.text));
    const unchanged = report.unchanged || slight;
    await (unchanged ? reservation.refund() : reservation.settle());
    // The result exists by now (and a provider has been paid for it): a record that cannot be written is logged and,
    // for history, said, but never takes the result away from the user.
    const savedToHistory =
      !viewer.user ||
      unchanged ||
      (await keepRecord("history entry", () =>
        addHistory(viewer.user!.id, { question: request.text, response: text, date: Date.now(), review: report.review }),
      ));
    if (viewer.pro && viewer.email) {
      const email = viewer.email;
      await keepRecord("usage record", async () =>
        (await getStore()).usage.record({
          email,
          cost: usageCost(request.text.length, text.length),
          promptTokens: report.usage?.promptTokens,
          completionTokens: report.usage?.completionTokens,
        }),
      );
    }
    // A plan's Lumenaris words pay for the provider's model: a result the offline engine wrote (no provider, or
    // the provider down) costs none.
    if (!unchanged && report.servedBy.kind === "provider") {
      await keepRecord("model allowance", () => spendModelWords(viewer, request.model, countWords(text)));
    }
    const notice = [
      report.notice,
      slight ? nearlyUnchangedNotice(changedWords) : undefined,
      offlineHumanizeNotice(request, report, detection),
      savedToHistory ? undefined : MESSAGES.historyNotSaved,
    ]
      .filter(Boolean)
      .join(" ");
    return {
      response: text,
      detectionScore: Math.round(detection.score),
      detectionVerdict: detection.verdict,
      detectionHumanRateSentence: detection.humanRateSentence,
      usesLeft: unchanged && reservation.usesLeft !== null ? reservation.usesLeft + 1 : reservation.usesLeft,
      servedBy: report.servedBy,
      review: report.review,
      ...(notice ? { notice } : {}),
      ...(unchanged ? { unchanged: true as const } : {}),
    };
  })();
  return settledAtEnd(reservation, finishing);
}
