import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";

const E2E_PORT = 3100;
process.loadEnvFile("e2e/e2e.env");
// A fresh database per run, so quota and accounts start empty.
process.env.DATABASE_PATH ??= join(mkdtempSync(join(tmpdir(), "e2e-db-")), "app.db");

const chromium = { ...devices["Desktop Chrome"], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: chromium }],
  webServer: {
    command: `node .server/server.mjs -p ${E2E_PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${E2E_PORT}/api/helloApi`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
  },
});
