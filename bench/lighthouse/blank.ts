/**
 * The blank Next.js App Router page (bench/lighthouse/blank-app) the pages are measured beside, built with the
 * repository's own next, react and react-dom, so an upgrade moves both sides of a comparison.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

const BLANK_APP = "bench/lighthouse/blank-app";
const NEXT_BIN = "node_modules/next/dist/bin/next";

/** Builds the blank page when it has no build or its build is older than the installed next, react or react-dom. */
function buildBlankApp() {
  const buildId = join(BLANK_APP, ".next", "BUILD_ID");
  const installed = ["next", "react", "react-dom"].map((pkg) => statSync(join("node_modules", pkg, "package.json")).mtimeMs);
  if (existsSync(buildId) && statSync(buildId).mtimeMs > Math.max(...installed)) return;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  const built = spawnSync(process.execPath, [join(process.cwd(), NEXT_BIN), "build"], {
    cwd: BLANK_APP,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error(`building ${BLANK_APP} failed (${built.status})`);
}

/** Builds the blank page if needed and starts it on 127.0.0.1:`port`; resolves once it answers. */
export async function startBlankApp(port: number): Promise<ChildProcess> {
  buildBlankApp();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  const server = spawn(process.execPath, [join(process.cwd(), NEXT_BIN), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: BLANK_APP,
    env,
    stdio: "ignore",
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`the blank page did not start at ${origin}`);
}
