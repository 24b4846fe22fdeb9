import type { Engine } from "@/lib/workers/pool";

/**
 * The requests the production server lets in a few at a time (server/index.ts), and what each needs: a page
 * render (the request thread's own work), or an engine's work, which is refused at the door, before any other
 * work is done for it, while that engine's queue is over its wait budget.
 */
export type DoorQueue = { kind: "page" } | { kind: "engine"; engine: Engine };

/** The routes whose work runs in an engine's pool, by path (all POST). */
const ENGINE_ROUTES: Record<string, Engine> = {
  "/api/getAiDetectionScore": "detector",
  "/api/v1/detect": "detector",
  "/api/getResponseToAPrompt": "rewriter",
  "/api/v1/rewrite": "rewriter",
};

/**
 * Which queue a request joins, or null for one that goes straight in (assets, files, the other API routes).
 * With an AI provider writing rewrites, a rewrite mostly waits on the provider's stream, so it is not held back.
 */
export function doorQueueOf(method: string | undefined, pathname: string, offlineRewrites: boolean): DoorQueue | null {
  const engine = ENGINE_ROUTES[pathname];
  if (engine) return method === "POST" && (engine === "detector" || offlineRewrites) ? { kind: "engine", engine } : null;
  const page = (method === "GET" || method === "HEAD") && !/^\/(?:api|action|_next)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
  return page ? { kind: "page" } : null;
}
