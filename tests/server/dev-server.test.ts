import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const PORT = Number(process.env.DEV_TEST_PORT ?? 3157);
const dataDir = mkdtempSync(join(tmpdir(), "dev-server-"));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run dev", () => {
  it("starts the development server, which answers an AI check through the engine workers", async () => {
    const env = { ...process.env, NODE_ENV: "development" as const, PORT: String(PORT), DATABASE_PATH: join(dataDir, "app.db") };
    const server = spawn("npm", ["run", "-s", "dev"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let exited = false;
    server.on("exit", () => (exited = true));
    server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const origin = `http://localhost:${PORT}`;
      let health: Response | null = null;
      for (let i = 0; i < 400 && !health && !exited; i++) {
        health = await fetch(`${origin}/api/helloApi`).catch(() => null);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(health?.status, output).toBe(200);
      const text = "The library in our town is a small brick building near the river, and I go there every Saturday. ".repeat(5);
      const check = await fetch(`${origin}/api/getAiDetectionScore`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ text }),
      });
      expect(check.status, output).toBe(200);
      expect(typeof ((await check.json()) as { response: unknown }).response).toBe("number");
    } finally {
      // npm starts tsx, which starts node: end the whole process group.
      if (!exited) process.kill(-server.pid!, "SIGTERM");
    }
  }, 120_000);
});
