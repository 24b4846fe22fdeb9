import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { MAX_REQUEST_BODY_BYTES } from "@/lib/limits";

// The real server (server/index.ts in front of Next, as `npm run dev` starts it). One for every test of this file: Next
// refuses a second development server in the same checkout ("Another next dev server is already running"), so two
// files that each started one failed when the test runner ran them side by side.
const PORT = Number(process.env.DEV_TEST_PORT ?? 3157);
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "dev-server-"));
const server = spawn("npm", ["run", "-s", "dev"], {
  env: { ...process.env, NODE_ENV: "development", PORT: String(PORT), DATABASE_PATH: join(dataDir, "app.db") },
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
let exited = false;
server.on("exit", () => (exited = true));
server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
  /** Resolves when the connection that carried the answer closes. */
  closed: Promise<void>;
}

/** A request through the agent; `chunks` of 64 KiB are sent without a Content-Length (chunked). */
function send(agent: http.Agent, method: string, path: string, chunks = 0): Promise<Answer> {
  const started = Date.now();
  let answered = false;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "localhost",
        port: PORT,
        method,
        path,
        agent,
        headers: { "content-type": "application/json", origin: ORIGIN },
      },
      (res) => {
        answered = true;
        const closed = new Promise<void>((done) => (res.socket.destroyed ? done() : res.socket.once("close", () => done())));
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body, ms: Date.now() - started, closed }));
      },
    );
    // Writing the rest of a refused body fails once the server has closed: only an error before the answer counts.
    req.on("error", (error) => answered || reject(new Error(`${method} ${path}: ${error.message} before an answer`)));
    if (chunks === 0) return void req.end();
    const chunk = Buffer.alloc(64 * 1024, 32);
    let sent = 0;
    const write = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    req.write('{"text":"');
    write();
  });
}

beforeAll(async () => {
  let ready = false;
  for (let i = 0; i < 400 && !ready && !exited; i++) {
    ready = (await fetch(`${ORIGIN}/api/helloApi`).catch(() => null))?.status === 200;
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(ready, output).toBe(true);
}, 120_000);

afterAll(() => {
  // npm starts tsx, which starts node: end the whole process group.
  if (!exited) process.kill(-server.pid!, "SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("starts the development server, which answers an AI check through the engine workers", async () => {
    const text = "The library in our town is a small brick building near the river, and I go there every Saturday. ".repeat(5);
    const check = await fetch(`${ORIGIN}/api/getAiDetectionScore`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ text }),
    });
    expect(check.status, output).toBe(200);
    expect(typeof ((await check.json()) as { response: unknown }).response).toBe("number");
  }, 120_000);
});

describe("a body over the limit sent in chunks", () => {
  it.each(["/api/getAiDetectionScore", "/api/batch/some-batch/files"])(
    "is refused on %s with 413 and a closed connection, and the next request is answered at once",
    async (path) => {
      // Compile the route first (development builds it on its first request), on a connection of its own.
      const compiling = new http.Agent();
      await send(compiling, "POST", path, 1);
      compiling.destroy();
      // One connection, reused for every request as a proxy or a keep-alive client reuses it.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      onTestFinished(() => agent.destroy());
      expect((await send(agent, "GET", "/api/helloApi")).status).toBe(200);
      const chunks = Math.ceil((1.5 * MAX_REQUEST_BODY_BYTES) / (64 * 1024));
      const refused = await send(agent, "POST", path, chunks);
      expect(refused.status, refused.body).toBe(413);
      expect(JSON.parse(refused.body).error.code).toBe("request_too_large");
      expect(refused.headers.connection).toBe("close");
      // The server ends the connection once the answer is sent: nothing is left waiting on the rest of the body.
      await expect(
        Promise.race([refused.closed.then(() => "closed"), new Promise((resolve) => setTimeout(resolve, 1_000, "open"))]),
      ).resolves.toBe("closed");
      const next = await send(agent, "GET", "/api/helloApi");
      expect(next.status).toBe(200);
      expect(next.ms).toBeLessThan(2_000);
    },
    120_000,
  );
});
