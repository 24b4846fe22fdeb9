/**
 * Bundles what runs outside Next's own build: the HTTP server (server.ts) and the engine worker threads
 * (lib/workers/*-worker.ts), into .server/. `npm run build` runs it before `next build`; `npm run dev`
 * and the vitest setup call buildWorkers. npm packages stay external and load from node_modules.
 */
import { build, context } from "esbuild";
import { pathToFileURL } from "node:url";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: true,
  logLevel: "warning",
  // `server-only` throws outside React Server Components; these bundles are server code by construction.
  alias: { "server-only": "./tests/support/empty.ts" },
};

/**
 * Split into chunks, so that what a worker imports only on demand (the checks' thread's judging code, see
 * detector-worker.ts) and the packages it needs load when it is first used, not when the thread starts: in one file
 * esbuild would hoist those packages' imports to the top. Chunks are named by content and older ones left in place,
 * so a server still running an earlier build finds the chunk it loads late.
 */
const workers = {
  ...common,
  entryPoints: ["lib/workers/detector-worker.ts", "lib/workers/rewriter-worker.ts", "lib/workers/report-worker.ts"],
  outdir: ".server/workers",
  outExtension: { ".js": ".mjs" },
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
};

/** Builds the worker bundles; with watch, rebuilds them whenever engine code changes (development). */
export async function buildWorkers({ watch = false } = {}) {
  if (!watch) return build(workers);
  const ctx = await context(workers);
  await ctx.rebuild();
  await ctx.watch();
  return ctx;
}

export async function buildServer() {
  await build({ ...common, entryPoints: ["server/main.ts"], outfile: ".server/server.mjs" });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await Promise.all([buildWorkers(), buildServer()]);
}
