/**
 * How long the reply gate holds back the start of a healthy reply, without HTTP or CPU noise: every pair's recorded
 * reply is cut into the replay provider's token pieces, written at its pace (first piece after --first-token-ms,
 * then one every --token-ms), and pushed through `ReplyGate` one piece at a time. For the replies that pass the
 * finished-reply check (as the bench's "passed on the first reply"), prints the time from the provider's first 120
 * characters to the gate's first release (the pace only: what the gate waits for), how often that is within 300 ms,
 * how many replies had shown text that is not the start of the result (the engine then replaces it), and the gate's
 * own CPU time per piece. The HTTP bench (`npm run bench:provider-replay`) adds the route, the stream
 * and the browser-side parsing on top of this.
 * Run: tsx bench/provider-replay/first-text.ts [--token-ms 12] [--first-token-ms 300]
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { checkReply } from "@/lib/ai/guards";
import { ReplyGate } from "@/lib/ai/guards/gate";
import type { RewriteRequest } from "@/lib/ai/types";
import { tokenPieces } from "@/tests/support/openai-server";
import { loadReplayPairs } from "./pairs";

const { values } = parseArgs({
  options: { "token-ms": { type: "string", default: "12" }, "first-token-ms": { type: "string", default: "300" } },
});
const TOKEN_MS = Number(values["token-ms"]);
/** The replay server notes when the provider has written this many characters (bench/provider-replay/log.ts). */
const FIRST_CHARS = 120;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

const { pairs } = loadReplayPairs();
const waits: number[] = [];
const pushMs: number[] = [];
let refused = 0;
let rewritten = 0;
for (const pair of pairs) {
  const request: RewriteRequest = { text: pair.source, options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" };
  const gate = new ReplyGate(request);
  let written = 0;
  let firstCharsPiece = -1;
  let firstTextPiece = -1;
  let problem = false;
  const pieces = tokenPieces(pair.reply);
  for (const [index, piece] of pieces.entries()) {
    written += piece.length;
    if (firstCharsPiece < 0 && written >= FIRST_CHARS) firstCharsPiece = index;
    const start = performance.now();
    const released = gate.push(piece);
    pushMs.push(performance.now() - start);
    if ("problem" in released) {
      problem = true;
      break;
    }
    if (released.text && firstTextPiece < 0) firstTextPiece = index;
  }
  const text = gate.text;
  if (problem || checkReply(request, text).retry) {
    refused++;
    continue;
  }
  // What was shown must be the start of the result, or the engine withdraws it and shows the result whole.
  if (!text.startsWith(gate.shown)) rewritten++;
  // A short reply is shown whole when it ends; its first 120 characters are then its last ones.
  const last = pieces.length - 1;
  waits.push(((firstTextPiece < 0 ? last : firstTextPiece) - (firstCharsPiece < 0 ? last : firstCharsPiece)) * TOKEN_MS);
}

const within = waits.filter((w) => w <= 300).length / waits.length;
console.log(`replies passed whole: ${waits.length} of ${pairs.length} (${refused} refused)`);
console.log(
  `first text after the provider's first ${FIRST_CHARS} characters, pace only (${TOKEN_MS} ms a token): median ${quantile(waits, 0.5)} ms, p90 ${quantile(waits, 0.9)} ms, within 300 ms ${(100 * within).toFixed(1)}%`,
);
console.log(`shown text replaced at the end (not the start of the result): ${rewritten}`);
console.log(`gate CPU per piece: median ${quantile(pushMs, 0.5).toFixed(3)} ms, p99 ${quantile(pushMs, 0.99).toFixed(3)} ms`);
console.log(
  JSON.stringify({
    replies: waits.length,
    waitMsMedian: quantile(waits, 0.5),
    waitMsP90: quantile(waits, 0.9),
    within300: within,
    replaced: rewritten,
  }),
);
