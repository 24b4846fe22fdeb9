import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, request as apiRequest, test, type Page } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { EditorPage } from "./editor";
import { latestCode } from "./outbox";
import { E2E_PORT, STRICT_ORIGIN } from "./ports";

const APP = `http://127.0.0.1:${E2E_PORT}`;

/** Collects what the page's Content-Security-Policy blocks. */
async function watchPolicyViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

/** A page on another port of this host (same site, another origin), as an attacker would host it. */
async function attackerSite(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(html));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("pages and API answers carry the security headers", async ({ request }) => {
  for (const path of ["/", "/ai-checker", "/blog/how-ai-detectors-work", "/no-such-page", "/api/helloApi", "/api/quota"]) {
    const res = await request.get(path);
    const headers = res.headers();
    const csp = headers["content-security-policy"] ?? "";
    // A page rendered for the request allows its scripts by nonce; a page prerendered at build by their hashes.
    expect(csp, path).toMatch(/script-src 'self' '(?:nonce|sha256)-[A-Za-z0-9+/=]+'/);
    expect(csp, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers, path).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("camera=()"),
    });
    // Served over plain http here: HSTS would be wrong.
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
  for (const path of ["/api/me", "/api/quota"]) expect((await request.get(path)).headers()["cache-control"], path).toBe("no-store");
});

test("every kind of page runs under the policy, and a script injected into it does not", async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const editor = new EditorPage(page);
  for (const path of [
    "/",
    "/ai-checker",
    "/about",
    "/blog",
    "/blog/how-ai-detectors-work",
    "/no-such-page",
    "/wp-redirect?question=Hello%20there",
    "/dev/outbox",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(violations, path).toEqual([]);
  }
  // Hydrated, so React runs: typing enables the action, and the rewrite comes back.
  await editor.open("/");
  await editor.input.fill("The committee met on Tuesday to review the budget, and it delayed the vote.");
  await editor.run();
  await expect(editor.result).not.toBeEmpty();
  expect(violations).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test("another site cannot show the app in a frame", async ({ page }) => {
  const attacker = await attackerSite(`<iframe id="app" src="${APP}/" width="800" height="600"></iframe>`);
  try {
    await page.goto(attacker.url);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  } finally {
    await attacker.close();
  }
});

test("a page on another port of this host cannot write to a signed-in user's history", async ({ page }) => {
  const email = `csrf-${Date.now()}@example.com`;
  const auth = (body: object) => page.request.post("/action/auth", { data: { authType: "email", password: "abc12345", email, ...body } });
  expect((await auth({ opType: "signup", fullName: "Vic Tim" })).ok()).toBe(true);
  expect(
    (await page.request.post("/action/verify-code", { data: { email, code: await latestCode(email), password: "abc12345" } })).ok(),
  ).toBe(true);
  expect((await auth({ opType: "login" })).ok()).toBe(true);
  const entries = async () => (await (await page.request.get("/action/history")).json()).documents.length;
  const before = await entries();

  const attacker = await attackerSite(`<!doctype html><body>
    <form id="f" method="POST" action="${APP}/action/history" enctype="text/plain">
      <input name='{"question":"forged","response":"forged","x":"' value='"}'>
    </form>
    <script>
      fetch("${APP}/action/history", { method: "POST", mode: "no-cors", credentials: "include", headers: { "Content-Type": "text/plain" },
        body: JSON.stringify({ question: "forged", response: "forged" }) })
        .finally(() => document.getElementById("f").submit());
    </script></body>`);
  try {
    const answer = page.waitForResponse((res) => res.url() === `${APP}/action/history` && res.request().method() === "POST");
    await page.goto(attacker.url);
    expect([403, 415]).toContain((await answer).status());
    await page.waitForLoadState("networkidle");
  } finally {
    await attacker.close();
  }
  expect(await entries()).toBe(before);
});

test("X-Forwarded-For written by the client does not buy more anonymous uses", async () => {
  // The strict server allows 3 anonymous uses per address a day; every request here comes from 127.0.0.1.
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    // A fresh context is a fresh cookie: a new anonymous visitor each time.
    const client = await apiRequest.newContext({ baseURL: STRICT_ORIGIN });
    const forwarded = i % 2 === 0 ? `198.18.${i}.${i + 1}` : `spoofed, 203.0.113.${i}`;
    const res = await client.post("/api/getAiDetectionScore", {
      headers: { "x-forwarded-for": forwarded },
      data: { text: "The committee met on Tuesday to review the budget." },
    });
    statuses.push(res.status());
    await client.dispose();
  }
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
});

test("a body over 1 MB is refused with 413 before it is read", async ({ request }) => {
  const big = JSON.stringify({ text: "word ".repeat(300_000) });
  const res = await request.post("/api/getAiDetectionScore", { headers: { "content-type": "application/json" }, data: big });
  expect(res.status()).toBe(413);
  expect((await res.json()).error.code).toBe("request_too_large");
});

test("addresses and questions that do not decode are refused or ignored, never a 500", async ({ page, request }) => {
  for (const path of [
    "/api/getSubscriptionbyEmail/%25",
    "/api/getSubscriptionbyEmail/%E0%A4%A",
    "/api/getPrices/%E0%A4%A",
    "/action/history/%E0%A4%A",
  ]) {
    const method = path.startsWith("/action/history/") ? "delete" : "get";
    const status = (await request[method](path)).status();
    expect(status, path).toBeGreaterThanOrEqual(400);
    expect(status, path).toBeLessThan(500);
  }
  for (const path of ["/%E0%A4%A", "/blog/%E0%A4%A"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
  }
  const editor = new EditorPage(page);
  await editor.open("/wp-redirect?question=%E0%A4%A");
  await expect(editor.input).toHaveValue("");
  await editor.open("/wp-redirect?question=Hello%20there");
  await expect(editor.input).toHaveValue("Hello there");
});
