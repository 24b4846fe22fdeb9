import "server-only";
import { z } from "zod";
import { config } from "@/lib/config";
import { publicConfig } from "@/lib/public-config";
import { API_DETECT_BATCH_MAX, IDEMPOTENCY_KEY_MAX_CHARS, MAX_LIVE_API_KEYS } from "@/lib/limits";
import { detectRequest, detectResponse, errorSchema, rewriteRequest, rewriteResponse, usageResponse } from "./schemas";

/** Every error status an endpoint can answer, and when. */
const ERRORS: Record<number, string> = {
  400: "The request is malformed: invalid JSON, a field fails validation, or a field the API does not know (code unknown_field, with the field's name in `field`).",
  401: "The API key is missing, unknown or revoked (a password reset revokes every key of the account).",
  403: "The account's plan does not allow this (a Pro option, or the period's Lumenaris words are used up).",
  404: "No such endpoint.",
  409: "A request with the same Idempotency-Key is still being processed.",
  413: "A text is over the word limit of the account's plan, or the body is over 1 MB.",
  415: "The body is not JSON (send Content-Type: application/json).",
  422: "The request cannot be served as asked (an option this server's engine cannot do, or an Idempotency-Key reused for another request).",
  429: "Too many requests for the key's rate limit, the free account's daily allowance is used up, or too many requests with a wrong key came from this address. See Retry-After.",
  503: "The server is too busy to start this work soon; nothing was charged. See Retry-After.",
};

/** The answers that say when to try again. */
const WITH_RETRY_AFTER = new Set([429, 503]);

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function errorAnswers(statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: ERRORS[status],
        ...(WITH_RETRY_AFTER.has(status)
          ? { headers: { "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer" } } } }
          : {}),
        content: { "application/json": { schema: ref("Error") } },
      },
    ]),
  );
}

/** The component schemas, generated from the zod schemas the routes validate with. */
function componentSchemas(): Record<string, object> {
  // Registering happens on import of ./schemas (`.meta({ id })`); named here so nothing is left out by accident.
  void [detectRequest, detectResponse, errorSchema, rewriteRequest, rewriteResponse, usageResponse];
  const { schemas } = z.toJSONSchema(z.globalRegistry, { io: "input", uri: (id) => `#/components/schemas/${id}`, unrepresentable: "any" });
  // Each component sits inside the document: no dialect or id of its own.
  const inDocument = (schema: object) => Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "$schema" && key !== "$id"));
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, inDocument(schema)]));
}

/** The documented rewrite: a text the offline engine visibly changes, so the example shows what the API does. */
export const REWRITE_EXAMPLE = {
  text: "In order to finish the report on time, the team at Rewrite Studio needs to utilize every resource it has.",
  model: "lumenaris",
  mode: "rewrite",
  options: { tone: "Formal" },
  frozenWords: ["Rewrite Studio"],
};

let cached: object | undefined;

/** The OpenAPI 3.1 document of /api/v1, built once per process from the zod schemas. */
export function openApiDocument(serverUrl: string): object {
  cached ??= {
    openapi: "3.1.0",
    info: {
      title: `${publicConfig.siteName} API`,
      version: "1.0.0",
      description: `Check texts for AI writing and rewrite or humanize them from your own code. Create a key in Profile → API and send it as \`Authorization: Bearer rs_...\`. Keys share the account's plan: a free account's keys spend its daily allowance and have its word limits; a Pro account's keys have Pro's limits, and the words the AI provider's Lumenaris model writes count against the plan's allowance (a rewrite the offline engine writes, \`engine.kind\` "offline", costs none). Each key may make ${config().apiKeyRate.perSecond} requests a second, in bursts of up to ${config().apiKeyRate.burst}; past that the answer is 429 with Retry-After. An account holds at most ${MAX_LIVE_API_KEYS} live keys and may create ${config().apiKeysPerHour} an hour; each new key is announced to the account's owner by email. A password reset revokes every key of the account, and so does Sign out everywhere unless its owner unticks it. Request bodies are strict: a field the API does not know (a typo such as \`mdoel\`) is refused with 400 \`unknown_field\` naming it, and nothing is charged.`,
    },
    servers: [{ url: "/api/v1" }],
    security: [{ apiKey: [] }],
    paths: {
      "/detect": {
        post: {
          operationId: "detect",
          summary: "Check texts for AI writing",
          description: `One text (\`text\`) or a batch (\`texts\`, up to ${API_DETECT_BATCH_MAX}). Each text costs one use of a free account's daily allowance; a batch takes all its uses or none.`,
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: ref("DetectRequest"),
                examples: {
                  one: {
                    summary: "One text",
                    value: { text: "The committee met on Tuesday and agreed to publish its findings before the end of the month." },
                  },
                  batch: { summary: "A batch", value: { texts: ["The first text to check.", "The second text to check."] } },
                },
              },
            },
          },
          responses: {
            "200": { description: "The checker's results.", content: { "application/json": { schema: ref("DetectResponse") } } },
            ...errorAnswers([400, 401, 413, 415, 429, 503]),
          },
        },
      },
      "/rewrite": {
        post: {
          operationId: "rewrite",
          summary: "Rewrite or humanize a text",
          description:
            "Answers the result with the engine that wrote it and the checker's score of it. With `stream: true` the answer is server-sent events: `chunk` `{text}` pieces, `restart` `{text}` (replaces everything sent so far), then `done` with the same object as the JSON answer, or `error` `{error}`. Send an `Idempotency-Key` to retry safely: a repeat within 24 hours gets the first answer (with `Idempotent-Replayed: true`) and is charged once.",
          parameters: [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              description: "Any unique string (a UUID, say) for this request.",
              schema: { type: "string", maxLength: IDEMPOTENCY_KEY_MAX_CHARS },
            },
          ],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: ref("RewriteRequest"),
                examples: {
                  json: { summary: "The answer as one JSON object", value: REWRITE_EXAMPLE },
                  stream: { summary: "The answer streamed as server-sent events", value: { ...REWRITE_EXAMPLE, stream: true } },
                },
              },
            },
          },
          responses: {
            "200": {
              description: "The rewrite.",
              content: {
                "application/json": { schema: ref("RewriteResponse") },
                "text/event-stream": {
                  schema: { type: "string", description: "Server-sent events; the `done` event's data is a RewriteResponse." },
                },
              },
            },
            ...errorAnswers([400, 401, 403, 409, 413, 415, 422, 429, 503]),
          },
        },
      },
      "/usage": {
        get: {
          operationId: "usage",
          summary: "What the key's account has used and has left",
          responses: {
            "200": { description: "The account's allowance.", content: { "application/json": { schema: ref("Usage") } } },
            ...errorAnswers([401, 429]),
          },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "openapi",
          summary: "This document",
          security: [],
          responses: { "200": { description: "OpenAPI 3.1.", content: { "application/json": { schema: { type: "object" } } } } },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An API key from Profile → API: `rs_` and 43 more characters." },
      },
      schemas: componentSchemas(),
    },
  };
  return { ...cached, servers: [{ url: `${serverUrl}/api/v1` }] };
}
