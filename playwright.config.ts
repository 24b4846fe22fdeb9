import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";
import { localServerArgs } from "./lib/build-paths";
import { E2E_PORT, STRICT_PORT } from "./e2e/ports";

process.loadEnvFile("e2e/e2e.env");
// A fresh database per run, so quota and accounts start empty.
process.env.DATABASE_PATH ??= join(mkdtempSync(join(tmpdir(), "e2e-db-")), "app.db");

const chromium = { ...devices["Desktop Chrome"], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };
const serve = (port: number) => `node ${localServerArgs(port).join(" ")}`;

export default defineConfig({
  testDir: "e2e",
  // Two spec files at a time (each file's tests in order, in one worker): browser tests mostly wait on the page, so a
  // second worker halves the suite's time on a 2-core machine. Specs share the servers but nothing else: each signs up
  // its own users, and a spec that starts a server of its own has a port of its own (e2e/ports.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: chromium }],
  webServer: [
    {
      command: serve(E2E_PORT),
      url: `http://127.0.0.1:${E2E_PORT}/api/helloApi`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
    },
    {
      // The same build with the spec's real per-address ceiling (a few uses) and its own database, for the
      // tests of allowances that must not be spent by every other test.
      command: serve(STRICT_PORT),
      url: `http://127.0.0.1:${STRICT_PORT}/api/helloApi`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...(process.env as Record<string, string>),
        ANON_IP_DAILY_CEILING: "3",
        DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "e2e-strict-")), "app.db"),
      },
    },
  ],
});
