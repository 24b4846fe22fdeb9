import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import { config } from "@/lib/config";
import { authenticateApiKey, takeApiKeyToken } from "@/lib/api/auth";
import { recordApiKeyUse } from "@/lib/api/keys";
import type { ApiKey } from "@/lib/db";
import { MESSAGES } from "@/lib/messages";
import { resolveViewer, type Viewer } from "@/lib/viewer";
import { ANON_COOKIE, ANON_COOKIE_MAX_AGE_SECONDS } from "./anon-id";
import { readBodyText } from "./body";
import { withApiCors } from "./cors";
import { AppError, type ErrorBody } from "@/lib/errors";
import { assertJsonBody, assertSameOriginWrite } from "./origin";

interface RouteOptions<B extends ZodType | undefined> {
  body?: B;
  /**
   * "required": answer 401 unless a user is signed in (session cookie or Bearer token).
   * "apiKey": the public API: an API key (`Authorization: Bearer rs_...`) only, cookies ignored, rate-limited
   * per key, answered to any origin (CORS without credentials), and each call counted on the key's usage.
   */
  auth?: "required" | "apiKey";
}

interface RouteContext<B> {
  req: NextRequest;
  body: B;
  params: Record<string, string>;
  viewer: Viewer;
  /** The API key of the request ("apiKey" routes only). */
  apiKey: ApiKey | undefined;
  /** Counts the words this request sent on its API key's usage ("apiKey" routes; elsewhere it does nothing). */
  meterWords(words: number): void;
}

/** A handler result that also sets cookies (Better Auth's session cookie). */
export class WithCookies {
  constructor(
    readonly body: unknown,
    readonly cookies: string[],
    readonly status = 200,
  ) {}
}

export const NOT_SIGNED_IN = "Please log in to continue.";

type Handler<B> = (ctx: RouteContext<B>) => Promise<Response | unknown>;

export function errorResponse(code: string, status: number, message: string, extra?: Record<string, unknown>) {
  return NextResponse.json<ErrorBody>({ error: { code, message, ...extra } }, { status });
}

/** The first problem, led by the field it is in; a body that is no object at all ([], null, "x") is told so. */
function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (issue.path.length === 0 && issue.code === "invalid_type" && issue.expected === "object") return MESSAGES.requestBodyNotObject;
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

async function readJson(req: NextRequest): Promise<unknown> {
  // A call that sends nothing (an API client's body-less POST) reads as {} and is validated as such. The
  // server gives every POST a body stream, empty or not, so only reading it tells whether anything was sent.
  const typed = req.headers.has("content-type");
  if (typed) assertJsonBody(req);
  const text = await readBodyText(req);
  if (text.trim() === "") return {};
  // Something was sent without a type: it must say it is JSON.
  if (!typed) assertJsonBody(req);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", 400, "The request body is not valid JSON.");
  }
}

function anonCookieHeader(value: string): string {
  const secure = config().siteUrl?.startsWith("https:") ? "; Secure" : "";
  return `${ANON_COOKIE}=${value}; Path=/; Max-Age=${ANON_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

function toResponse(error: unknown, req: NextRequest): Response {
  if (error instanceof AppError) {
    const response = errorResponse(error.code, error.status, error.message, error.details);
    const retryAfter = error.details?.retryAfterSeconds;
    if (typeof retryAfter === "number") response.headers.set("Retry-After", String(retryAfter));
    return response;
  }
  if (error instanceof ZodError) {
    // A strict schema met a field it does not know: name it, as payment APIs do, rather than ignore a typo that is charged.
    const unknown = error.issues.find((issue) => issue.code === "unrecognized_keys");
    if (unknown) {
      const field = [...unknown.path, unknown.keys[0]].join(".");
      // A schema that says which fields it takes (update-user) keeps its own words; zod's default says only "Unrecognized key".
      const message = /^Unrecognized key/.test(unknown.message) ? MESSAGES.apiUnknownField.replace("{field}", field) : unknown.message;
      return errorResponse("unknown_field", 400, message, { field });
    }
    return errorResponse("invalid_request", 400, describeZodError(error));
  }
  if (error instanceof URIError) return errorResponse("invalid_request", 400, MESSAGES.undecodableAddress);
  // The client went away mid-request: nobody reads this answer, and nothing failed.
  if (error instanceof Error && error.name === "AbortError") return errorResponse("request_cancelled", 400, "The request was cancelled.");
  console.error(`${req.method} ${req.nextUrl.pathname} failed:`, error);
  return errorResponse("internal_error", 500, "Something went wrong on our side. Please try again.");
}

/**
 * Wraps a route handler: refuses cookie-borne writes from other sites, resolves who is asking (setting the
 * anonymous cookie when new), reads (at most 1 MB) and validates the JSON body, and maps AppError and
 * ZodError to `{error: {code, message}}` with a 4xx status. Answers are personal or live: never cached.
 */
export function route<B extends ZodType | undefined = undefined>(
  options: RouteOptions<B>,
  handler: Handler<B extends ZodType ? z.infer<B> : undefined>,
) {
  return async (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }): Promise<Response> => {
    let viewer: Viewer | undefined;
    let apiKey: ApiKey | undefined;
    let words = 0;
    let response: Response;
    try {
      if (options.auth === "apiKey") {
        const authenticated = await authenticateApiKey(req);
        viewer = authenticated.viewer;
        await takeApiKeyToken(authenticated.apiKey);
        // Counted from here on: a call refused by the key's rate limit writes nothing more.
        apiKey = authenticated.apiKey;
      } else {
        assertSameOriginWrite(req);
        viewer = await resolveViewer(req);
      }
      if (options.auth === "required" && !viewer.user) throw new AppError("unauthorized", 401, NOT_SIGNED_IN);
      const body = options.body ? options.body.parse(await readJson(req)) : undefined;
      const result = await handler({
        req,
        body: body as B extends ZodType ? z.infer<B> : undefined,
        params: (await ctx?.params) ?? {},
        viewer,
        apiKey,
        meterWords: (n) => {
          words += n;
        },
      });
      if (result instanceof WithCookies) {
        response = NextResponse.json(result.body, { status: result.status });
        for (const cookie of result.cookies) response.headers.append("Set-Cookie", cookie);
      } else {
        response = result instanceof Response ? result : NextResponse.json(result);
      }
    } catch (error) {
      response = toResponse(error, req);
    }
    if (viewer?.newAnonCookie) response.headers.append("Set-Cookie", anonCookieHeader(viewer.newAnonCookie));
    if (options.auth === "apiKey") withApiCors(response);
    // Every call past the rate limit counts, refused ones included: the chart shows what the key was used for.
    if (apiKey) await recordApiKeyUse(apiKey, words).catch((error) => console.error("recording API key use failed:", error));
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    return response;
  };
}
