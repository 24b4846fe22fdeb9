/** Build output directories, shared by next.config.ts, the server and the scripts that build or run them. */

/** Next's build directory: NEXT_DIST_DIR lets a second build (a benchmark's, another checkout's) sit beside it. */
export const NEXT_DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

/** What scripts/build-server.mjs writes: the server bundle and the engine worker bundles. */
export const SERVER_BUNDLE = ".server/server.mjs";
export const WORKER_BUNDLE_DIR = ".server/workers";
