import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible chat server for tests: a real HTTP process boundary in front of our engine.
 * It records every request and answers with the next scripted reply, or, when the script is empty, with
 * the fallback (a 500 unless told otherwise).
 */
export type Reply = (res: ServerResponse, body: ChatBody) => void;

export interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  max_tokens?: number;
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "m", choices, ...extra })}\n\n`;

/** Rough token count the scripted server reports: 4 characters a token, as OpenAI's rule of thumb says. */
const tokens = (text: string) => Math.ceil(text.length / 4);

export interface StreamOptions {
  /** The wait after each piece. */
  delayMs?: number;
  /** The wait before the first piece: a model's time to first token. */
  firstTokenMs?: number;
  finishReason?: string;
  /** Called after each piece is written, with the characters written so far (the replay bench times the stream). */
  onWritten?: (chars: number) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Streams pieces as chat completion chunks, then the finish reason, the usage chunk (when asked for) and [DONE]. */
export const streamReply =
  (pieces: string[], options: StreamOptions = {}): Reply =>
  (res, body) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    const send = async () => {
      if (options.firstTokenMs) await sleep(options.firstTokenMs);
      let chars = 0;
      for (const [i, piece] of pieces.entries()) {
        if (res.destroyed) return;
        res.write(chunk([{ index: 0, delta: i === 0 ? { role: "assistant", content: piece } : { content: piece }, finish_reason: null }]));
        chars += piece.length;
        options.onWritten?.(chars);
        if (options.delayMs) await sleep(options.delayMs);
      }
      res.write(chunk([{ index: 0, delta: {}, finish_reason: options.finishReason ?? "stop" }]));
      if (body.stream_options?.include_usage) {
        const prompt = (body.messages ?? []).map((m) => m.content).join("\n");
        const completion = pieces.join("");
        res.write(
          chunk([], {
            usage: {
              prompt_tokens: tokens(prompt),
              completion_tokens: tokens(completion),
              total_tokens: tokens(prompt) + tokens(completion),
            },
          }),
        );
      }
      res.end("data: [DONE]\n\n");
    };
    void send();
  };

/** Splits a text into word-sized pieces, the way a model streams. */
export const words = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/**
 * Splits a text into token-sized pieces, as a real model streams (about 4 characters each): a word with its
 * leading space, longer words in parts of up to five letters, numbers in groups of up to three digits, each
 * punctuation mark alone.
 */
export const tokenPieces = (text: string) => text.match(/\s*[\p{L}\p{M}]{1,5}|\s*\p{N}{1,3}|\s*[^\s\p{L}\p{M}\p{N}]|\s+/gu) ?? [];

export const errorReply =
  (status: number): Reply =>
  (res) => {
    res.writeHead(status, { "content-type": "application/json", "retry-after-ms": "10" });
    res.end(JSON.stringify({ error: { message: `status ${status}`, type: "test" } }));
  };

/** Sends headers and one piece, then never finishes: a provider that hangs. */
export const hangingReply: Reply = (res) => {
  res.writeHead(200, { "content-type": "text/event-stream" });
  res.write(chunk([{ index: 0, delta: { role: "assistant", content: "Partial" }, finish_reason: null }]));
};

/** The text inside the <user_text> fence of a request's last user message. */
export function fencedText(body: ChatBody): string {
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === "user")?.content ?? "";
  return /<user_text>\n([\s\S]*)\n<\/user_text>/.exec(last)?.[1] ?? "";
}

/** The first pass changes a few stock phrases; the humanizer's sentence rounds change more. */
const FIRST_PASS: [RegExp, string][] = [
  [/\bIn today's fast-paced world, /g, "These days, "],
  [/\bit is important to note that /gi, ""],
  [/\bFurthermore, /g, "Also, "],
  [/\bplays a crucial role in\b/g, "matters a lot in"],
  [/\butilize\b/g, "use"],
  [/\bnumerous\b/g, "many"],
  [/\bIn conclusion, /g, "So, "],
];
const SENTENCE_ROUND: [RegExp, string][] = [
  ...FIRST_PASS,
  [/\bAdditionally, /g, "On top of that, "],
  [/\bMoreover, /g, "And "],
  [/\bhas revolutionized\b/g, "has shaken up"],
  [/\bleverage\b/g, "use"],
  [/\bstreamline\b/g, "simplify"],
  [/\benhance\b/g, "boost"],
  [/\bsignificant\b/g, "real"],
  [/\bit is\b/g, "it's"],
  [/\benables\b/g, "lets"],
  [/\bcrucial\b/g, "key"],
  [/\bembracing\b/g, "taking up"],
  [/\bthe integration of\b/g, "bringing in"],
  [/\bcomprehensive\b/g, "full"],
  [/\bfacilitate\b/g, "help"],
];
const swap = (swaps: [RegExp, string][], s: string) =>
  swaps.reduce((out, [from, to]) => out.replace(from, to), s).replace(/^(\w)/, (c) => c.toUpperCase());

/**
 * A well-behaved model for browser tests and the humanizer's figures: rewrites the fenced text with a few
 * plain-word swaps (keeping every number, link and quotation) and streams it word by word; answers the
 * humanizer's numbered sentences line by line, with more swaps.
 */
export const modelLikeReply =
  (delayMs = 30): Reply =>
  (res, body) => {
    const text = fencedText(body);
    const answer = /^1\. /.test(text)
      ? text
          .split("\n")
          .map((line) => line.replace(/^(\d+)\. (.*)$/, (_, n, s: string) => `${n}. ${swap(SENTENCE_ROUND, s)}`))
          .join("\n")
      : swap(FIRST_PASS, text);
    streamReply(words(answer), { delayMs })(res, body);
  };

export interface ScriptedServer {
  baseUrl: string;
  received: { body: ChatBody; headers: IncomingMessage["headers"] }[];
  /** Replies for the next requests, in order. */
  script(...replies: Reply[]): void;
  reset(): void;
  close(): Promise<void>;
}

/**
 * What the server does with `stream_options`, as self-hosted servers differ: OpenAI honours it (a usage chunk
 * ends the stream); some versions of Ollama and the llama.cpp server ignore it (no usage chunk); a server whose
 * request schema forbids unknown fields (vLLM's pydantic models in some versions) rejects the request with 400.
 */
export type StreamOptionsSupport = "honoured" | "ignored" | "rejected";

/** The 400 a pydantic-validated server (vLLM) sends for a field it does not know. */
const rejectUnknownField =
  (field: string): Reply =>
  (res) => {
    res.writeHead(400, { "content-type": "application/json" });
    const message = `[{'type': 'extra_forbidden', 'loc': ('body', '${field}'), 'msg': 'Extra inputs are not permitted'}]`;
    res.end(JSON.stringify({ error: { message, type: "BadRequestError", param: null, code: 400 } }));
  };

export async function startScriptedServer(
  options: { port?: number; fallback?: Reply; streamOptions?: StreamOptionsSupport } = {},
): Promise<ScriptedServer> {
  const received: ScriptedServer["received"] = [];
  let replies: Reply[] = [];
  const fallback = options.fallback ?? errorReply(500);
  const server = createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      const body = JSON.parse(data || "{}") as ChatBody;
      received.push({ body, headers: req.headers });
      if (body.stream_options && options.streamOptions === "rejected") return rejectUnknownField("stream_options")(res, body);
      const heard = options.streamOptions === "ignored" ? { ...body, stream_options: undefined } : body;
      (replies.shift() ?? fallback)(res, heard);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    script: (...next) => {
      replies = next;
    },
    reset: () => {
      received.length = 0;
      replies = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
