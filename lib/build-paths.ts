/** Build output directories, shared by next.config.ts, the server and the scripts that build or run them. */

/** Next's build directory: NEXT_DIST_DIR lets a second build (a benchmark's, another checkout's) sit beside it. */
export const NEXT_DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

/** What scripts/build-server.mjs writes: the server bundle and the engine worker bundles. */
export const SERVER_BUNDLE = ".server/server.mjs";
export const WORKER_BUNDLE_DIR = ".server/workers";

/**
 * How the production server's node runs (`npm start`, the browser tests, the benchmarks): V8 otherwise lets
 * each of the server's five heaps (the request thread and four engine threads) grow to hundreds of MB before
 * it collects under load. Smaller young generations and an old-generation cap held the loaded server to
 * about 500 MB instead of 900 (`npm run bench:endpoints`); the largest live heap is far below the cap.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=400"];

/** node's arguments for the production server on a local port, as `npm start` runs it. */
export const localServerArgs = (port: number) => [...SERVER_NODE_FLAGS, SERVER_BUNDLE, "-p", String(port), "-H", "127.0.0.1"];
