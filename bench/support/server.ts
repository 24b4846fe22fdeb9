/** Starts the production build (`npm start`'s server) for a benchmark, with a throwaway database. */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

/** The e2e environment (e2e/e2e.env) plus overrides, as the benchmarks run the same build. */
function benchEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  for (const line of readFileSync("e2e/e2e.env", "utf8").split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2].replace(/^"(.*)"$/, "$1");
  }
  // BENCH_SITE_URL= (empty) starts it without SITE_URL: every page rendered per request, as before issue 41.
  if (process.env.BENCH_SITE_URL !== undefined) env.SITE_URL = process.env.BENCH_SITE_URL;
  return { ...env, ...overrides };
}

export async function startProductionServer(port: number, overrides: Record<string, string> = {}) {
  if (!existsSync(join(NEXT_DIST_DIR, "BUILD_ID")) || !existsSync(SERVER_BUNDLE)) {
    throw new Error(`no production build in ${NEXT_DIST_DIR} and ${SERVER_BUNDLE}: run \`npm run build\` first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
  const databasePath = join(dataDir, "app.db");
  const env = benchEnv({ DATABASE_PATH: databasePath, ...overrides });
  const server = spawn(process.execPath, localServerArgs(port), { env, stdio: "ignore" });
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
