import { NextRequest } from "next/server";

export interface CallOptions {
  cookie?: string;
  ip?: string;
  accept?: string;
  rawBody?: string;
  method?: string;
}

type Handler = (req: NextRequest) => Promise<Response>;

/** Calls a route handler the way Next.js would, with a JSON body, a cookie and a client IP. */
export async function call(handler: Handler, path: string, body?: unknown, options: CallOptions = {}) {
  const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": options.ip ?? "203.0.113.7" });
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.accept) headers.set("accept", options.accept);
  const req = new NextRequest(`http://localhost${path}`, {
    method: options.method ?? (body === undefined && options.rawBody === undefined ? "GET" : "POST"),
    headers,
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const res = await handler(req);
  const setCookie = res.headers.get("set-cookie");
  return { res, status: res.status, setCookie, cookie: setCookie?.split(";")[0] };
}

/** A test database file for a test module; set before any store or config is used. */
export async function useTempDatabase(extraEnv: Record<string, string> = {}) {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  process.env.DATABASE_PATH = join(mkdtempSync(join(tmpdir(), "api-test-")), "app.db");
  Object.assign(process.env, extraEnv);
}
