/**
 * The replay provider: an OpenAI-compatible chat server (the tests' scripted server) that answers a rewrite of a
 * known source text with a real LLM's recorded rewrite of it, streamed in token-sized chunks at a model's pace,
 * with `usage`. Run as its own process by `npm run bench:provider-replay`:
 *
 *   tsx bench/provider-replay/server.ts --pairs pairs.jsonl --port 3302 --log log.jsonl [--token-ms 12] [--first-token-ms 300]
 *
 * - A first request for a source text gets its recorded rewrites in turn (the bench sends one request per source
 *   at a time, in the order of the pairs file, so the n-th request for a text gets its (n mod k)-th rewrite).
 * - A corrective retry (the conversation holds the rejected answer) gets another recorded rewrite of the same
 *   text when there is one, else the same one again: a real model would answer anew, and the corpus has only
 *   what it has.
 * - The humanizer's numbered-sentence rounds get the sentences back as given: nothing was recorded for them.
 * - A text it does not know gets a 404, as a provider answers an unknown model.
 * Every request is logged as a JSON line (what was served, the guard's complaint on a retry, and the absolute
 * times of receipt, of the first 120 characters and of the end), for the bench to attribute and time.
 */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LANGUAGE_CHECK_MIN_CHARS } from "@/lib/tuning";
import {
  errorReply,
  fencedText,
  startScriptedServer,
  streamReply,
  tokenPieces,
  type ChatBody,
  type Reply,
} from "@/tests/support/openai-server";
import { now, type ServedEntry } from "./log";
import type { ReplayPair } from "./pairs";

const { values } = parseArgs({
  options: {
    pairs: { type: "string" },
    port: { type: "string" },
    log: { type: "string" },
    "token-ms": { type: "string", default: "12" },
    "first-token-ms": { type: "string", default: "300" },
  },
});
if (!values.pairs || !values.port || !values.log) throw new Error("usage: server.ts --pairs FILE --port N --log FILE");
const logFile = values.log;
const pace = { delayMs: Number(values["token-ms"]), firstTokenMs: Number(values["first-token-ms"]) };

const bySource = new Map<string, { pairs: ReplayPair[]; next: number }>();
for (const line of readFileSync(values.pairs, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const pair = JSON.parse(line) as ReplayPair;
  const entry = bySource.get(pair.source) ?? { pairs: [], next: 0 };
  entry.pairs.push(pair);
  bySource.set(pair.source, entry);
}
writeFileSync(logFile, "");

/** What the app told the model on its corrective retry: the user message before the repeated instruction. */
const complaint = (body: ChatBody) => (body.messages?.at(-1)?.content ?? "").split("\nRewrite the text inside")[0];

const replay: Reply = (res, body) => {
  const entry: ServedEntry = { kind: "unknown", model: body.model, receivedAt: now() };
  // A corrective retry ends with the complaint: the fenced text is in the conversation's first user message.
  const text = fencedText({ messages: body.messages?.filter((m) => m.role === "user").slice(0, 1) });
  const log = () => appendFileSync(logFile, JSON.stringify(entry) + "\n");
  let answer: string;
  if (/^1\. /.test(text) && body.messages?.[0]?.content.includes("numbered sentences")) {
    entry.kind = "sentences";
    answer = text;
  } else {
    const known = bySource.get(text);
    if (!known) {
      log();
      return errorReply(404)(res, body);
    }
    const rejected = body.messages?.find((m) => m.role === "assistant")?.content;
    let pair: ReplayPair;
    if (rejected === undefined) {
      entry.kind = "first";
      pair = known.pairs[known.next++ % known.pairs.length]!;
    } else {
      entry.kind = "retry";
      entry.problem = complaint(body);
      pair = known.pairs.find((p) => p.reply.trim() !== rejected.trim()) ?? known.pairs[0]!;
    }
    entry.pairId = pair.id;
    answer = pair.reply;
  }
  const onWritten = (chars: number) => {
    if (entry.firstCharsAt === undefined && chars >= Math.min(LANGUAGE_CHECK_MIN_CHARS, answer.length)) entry.firstCharsAt = now();
  };
  res.on("close", () => {
    entry.endAt = now();
    log();
  });
  streamReply(tokenPieces(answer), { ...pace, onWritten })(res, body);
};

void startScriptedServer({ port: Number(values.port), fallback: replay }).then((server) => {
  console.log(`replay provider on ${server.baseUrl} with ${bySource.size} source texts`);
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
});
