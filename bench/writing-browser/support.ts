/** What the writing space's browser benches share: the app's API with a session cookie, and a signed-in browser. */
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@/e2e/chromium";

export async function api<T>(
  origin: string,
  cookie: string,
  path: string,
  body?: unknown,
  method = body === undefined ? "GET" : "POST",
): Promise<T> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

export const launch = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A browser context signed in with the session cookie: the phone profile (390x844, touch), or a desktop window. */
export async function signedInContext(
  browser: Awaited<ReturnType<typeof launch>>,
  origin: string,
  cookie: string,
  phone: boolean,
): Promise<BrowserContext> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
      : { viewport: { width: 1366, height: 900 } },
  );
  await context.addCookies(
    cookie.split("; ").map((pair) => ({ name: pair.split("=")[0]!, value: pair.slice(pair.indexOf("=") + 1), url: origin })),
  );
  return context;
}

export async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}
