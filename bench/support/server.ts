/** Starts the production build (`npm start`'s server) for a benchmark, with a throwaway database. */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { localServerArgs, NEXT_DIST_DIR, SERVER_BUNDLE } from "@/lib/build-paths";

async function waitForServer(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start at ${url}`);
}

/**
 * The checkout whose build is started: this one, or BENCH_APP_DIR (another worktree's build, e.g. an older
 * commit's), so one runner measures both sides of a comparison with the same load.
 */
const APP_DIR = resolve(process.env.BENCH_APP_DIR || ".");

/** The e2e environment (the app's e2e/e2e.env) plus overrides, as the benchmarks run the same build. */
function benchEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  for (const line of readFileSync(join(APP_DIR, "e2e/e2e.env"), "utf8").split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2].replace(/^"(.*)"$/, "$1");
  }
  // BENCH_SITE_URL= (empty) starts it without SITE_URL: every page rendered per request, as before issue 41.
  if (process.env.BENCH_SITE_URL !== undefined) env.SITE_URL = process.env.BENCH_SITE_URL;
  return { ...env, ...overrides };
}

/** node's arguments with BENCH_NODE_FLAGS after the server's own flags (a later flag wins): a setting tried without a rebuild. */
function serverArgs(port: number): string[] {
  const args = localServerArgs(port);
  const bundleAt = args.indexOf(SERVER_BUNDLE);
  const extra = (process.env.BENCH_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean);
  return [...args.slice(0, bundleAt), ...extra, ...args.slice(bundleAt)];
}

export async function startProductionServer(port: number, overrides: Record<string, string> = {}) {
  if (!existsSync(join(APP_DIR, NEXT_DIST_DIR, "BUILD_ID")) || !existsSync(join(APP_DIR, SERVER_BUNDLE))) {
    throw new Error(`no production build in ${APP_DIR} (${NEXT_DIST_DIR} and ${SERVER_BUNDLE}): run \`npm run build\` first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
  const databasePath = join(dataDir, "app.db");
  const env = benchEnv({ DATABASE_PATH: databasePath, ...overrides });
  const server = spawn(process.execPath, serverArgs(port), { cwd: APP_DIR, env, stdio: "ignore" });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${origin}/api/helloApi`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop, pid: server.pid!, databasePath };
}
