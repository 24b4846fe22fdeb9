import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeInStages } from "@/server/lingering-close";

/**
 * A client still sending a body when the server refuses it (413, Connection: close) must be able to read the
 * answer: closing at once makes the system reset the connection on the client's next bytes, and a reset can throw
 * the unread answer away (the EPIPE "before an answer" of a flaky run of the chunked-body tests, now in dev-server.test.ts).
 */
const REFUSED_AFTER = 256 * 1024;
const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A server that refuses a body mid-stream, as lib/http/body.ts does, closing in stages or at once. */
async function refusingServer(inStages: boolean): Promise<number> {
  const server = http.createServer((req, res) => {
    let got = 0;
    req.on("data", (chunk: Buffer) => {
      got += chunk.length;
      if (got <= REFUSED_AFTER || res.headersSent) return;
      req.pause();
      if (inStages) closeInStages(req.socket);
      res.writeHead(413, { "Content-Type": "application/json", Connection: "close" });
      res.end('{"error":{"code":"request_too_large"}}');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Sends a chunked body until the answer has come, then 1 MiB more; what the client saw. */
async function uploadPastTheAnswer(port: number) {
  // Still sending once the server has ended its side, as an HTTP client sends the rest of a request's body.
  const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  let received = "";
  let error: string | null = null;
  let ended = false;
  socket.on("data", (data: Buffer) => (received += data.toString()));
  socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
  socket.on("end", () => (ended = true));
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write("POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n");
  const chunk = `10000\r\n${" ".repeat(0x10000)}\r\n`;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let i = 0; i < 64 && !received.includes("request_too_large") && !error; i++) {
    if (!socket.write(chunk)) await new Promise((resolve) => socket.once("drain", resolve));
    await pause(5);
  }
  const answered = received.includes("request_too_large");
  await pause(50);
  for (let i = 0; i < 16 && !error; i++) {
    socket.write(chunk);
    await pause(10);
  }
  await pause(100);
  socket.destroy();
  return { answered, status: received.split("\r\n")[0], error, ended };
}

describe("a connection refused mid-upload", () => {
  it("is closed in stages: the client reads the 413, its further bytes are dropped, not reset", async () => {
    const seen = await uploadPastTheAnswer(await refusingServer(true));
    expect(seen).toEqual({ answered: true, status: "HTTP/1.1 413 Payload Too Large", error: null, ended: true });
  });

  it("closed at once, as Node does, resets the client's next bytes", async () => {
    const seen = await uploadPastTheAnswer(await refusingServer(false));
    expect(seen.answered).toBe(true);
    expect(seen.error).toMatch(/EPIPE|ECONNRESET/);
  });
});
