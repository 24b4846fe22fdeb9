import { expect, test, type Page } from "@playwright/test";
import { signedInUser } from "./users";

/**
 * What waits for a click stays off the first load: the browser fetches the dialogs, the account menu and the
 * toaster only once they are used. Each is recognised by a string its chunk carries through minification.
 */
const WAITS_FOR_A_CLICK = {
  "log-in panel": "Log in to your account",
  "plans and profile dialog": "max-w-3xl -translate-x-1/2 -translate-y-1/2",
  "account menu": "sign-out request failed",
  toaster: "data-sonner-toaster",
} as const;
type Lazy = keyof typeof WAITS_FOR_A_CLICK;

/** Records the text of every same-origin script the page fetches, from now on. */
function recordScripts(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || !response.ok()) return;
    scripts.push({ url: response.url(), body: response.text().catch(() => "") });
  });
  return {
    /** The scripts fetched so far; `since` leaves out the ones before a mark. */
    bodies: async (since = 0) => Promise.all(scripts.slice(since).map((s) => s.body)),
    mark: () => scripts.length,
  };
}

const carries = (bodies: string[], lazy: Lazy) => bodies.some((body) => body.includes(WAITS_FOR_A_CLICK[lazy]));

/** Loads a page and waits until it is idle: loaded, no request for half a second, then a second more. */
async function firstLoad(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
}

test("the home page's first load fetches no dialog, account menu or toaster; the log-in panel loads on its click", async ({ page }) => {
  const scripts = recordScripts(page);
  await firstLoad(page, "/");
  const firstLoadScripts = await scripts.bodies();
  expect(firstLoadScripts.length).toBeGreaterThan(0);
  for (const lazy of Object.keys(WAITS_FOR_A_CLICK) as Lazy[])
    expect(carries(firstLoadScripts, lazy), `${lazy} on the first load`).toBe(false);

  const beforeClick = scripts.mark();
  await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog", { name: "Log in to your account" })).toBeVisible();
  expect(carries(await scripts.bodies(beforeClick), "log-in panel")).toBe(true);
  // Escape still closes it and gives the focus back to the button, as before it was loaded lazily.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeFocused();
});

test("a toast asked for before the toaster has loaded still shows, and brings the toaster with it", async ({ page }) => {
  const scripts = recordScripts(page);
  // Coming back from a cancelled checkout, the page toasts as soon as the session is known.
  await page.goto("/?checkout=cancelled");
  await expect(page.getByText("Checkout cancelled")).toBeVisible();
  expect(carries(await scripts.bodies(), "toaster")).toBe(true);
});

test("signed in, the header shows the account button at once; the account menu loads on its click and works by keyboard", async ({
  page,
}) => {
  await signedInUser(page);
  const scripts = recordScripts(page);
  await firstLoad(page, "/");
  const avatar = page.getByRole("banner").getByTestId("avatar");
  await expect(avatar).toBeVisible();
  const firstLoadScripts = await scripts.bodies();
  expect(carries(firstLoadScripts, "account menu")).toBe(false);
  expect(carries(firstLoadScripts, "plans and profile dialog")).toBe(false);

  const beforeInput = scripts.mark();
  await avatar.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  expect(carries(await scripts.bodies(beforeInput), "account menu")).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeHidden();
});
