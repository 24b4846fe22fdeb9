import { beforeAll, describe, expect, it } from "vitest";
import { isAcceptablePassword } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { latestCode, loadAccountRoutes } from "@/tests/support/accounts";
import { call, useTempDatabase } from "@/tests/support/requests";

// The password policy of DESIGN.md (NIST SP 800-63B): 8-128 characters, any characters, no composition rule.
let routes: Awaited<ReturnType<typeof loadAccountRoutes>>;
let ipCounter = 0;
const ip = () => `198.51.107.${++ipCounter}`;

/** A passphrase of exactly `length` characters: lowercase words and spaces, no digit. */
function passphrase(length: number): string {
  const words = "correct horse battery staple under the quiet harbour lights tonight".split(" ");
  let text = "";
  for (let i = 0; text.length < length; i++) text += (i ? " " : "") + words[i % words.length];
  return text.slice(0, length).replace(/ $/, "x");
}

beforeAll(async () => {
  await useTempDatabase();
  routes = await loadAccountRoutes();
});

const signUp = (email: string, password: string) =>
  call(routes.auth, "/action/auth", { authType: "email", opType: "signup", email, password, fullName: "Pat Phrase" }, { ip: ip() });
const verify = async (email: string, password: string) =>
  call(routes.verify, "/action/verify-code", { email, code: await latestCode(email), password }, { ip: ip() });
const logIn = (email: string, password: string) =>
  call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password }, { ip: ip() });

async function errorMessage(response: Promise<{ res: Response; status: number }>) {
  const { res, status } = await response;
  expect(status).toBe(400);
  return (await res.json()).error.message as string;
}

describe("a new password", () => {
  it.each([
    ["a 20-character passphrase with spaces", passphrase(20)],
    ["a 64-character passphrase with spaces", passphrase(64)],
    ["a password with no digit", "onlyletters"],
    ["128 characters", passphrase(128)],
    ["8 emoji (16 UTF-16 units, but 8 characters)", "🔑🌊🦊🍋🚲🎈🧭🪁"],
  ])("signs up, verifies and logs in with %s", async (_what, password) => {
    const email = `ok-${ipCounter}@example.com`;
    expect((await signUp(email, password)).status).toBe(200);
    expect((await verify(email, password)).status).toBe(200);
    expect((await logIn(email, password)).status).toBe(200);
  });

  it.each([
    ["7 characters", "abcdefg"],
    ["129 characters", passphrase(129)],
    ["7 emoji (14 UTF-16 units, but 7 characters)", "🔑🌊🦊🍋🚲🎈🧭"],
  ])("is refused at sign-up and at verification with the policy's message: %s", async (_what, password) => {
    const email = `short-${ipCounter}@example.com`;
    expect(await errorMessage(signUp(email, password))).toBe(MESSAGES.passwordRule);
    expect((await signUp(email, "long enough")).status).toBe(200);
    expect(await errorMessage(verify(email, password))).toBe(MESSAGES.passwordRule);
  });

  it("follows the same rule at a reset: 7 and 129 characters refused, a 64-character passphrase taken", async () => {
    const email = "reset-phrase@example.com";
    await signUp(email, "first password");
    await verify(email, "first password");
    await call(routes.forgot, "/action/forgot-password", { email }, { ip: ip() });
    const code = await latestCode(email);
    const reset = (password: string) => call(routes.reset, "/action/reset-password", { email, code, password }, { ip: ip() });
    expect(await errorMessage(reset("abcdefg"))).toBe(MESSAGES.passwordRule);
    expect(await errorMessage(reset(passphrase(129)))).toBe(MESSAGES.passwordRule);
    expect((await reset(passphrase(64))).status).toBe(200);
    expect((await logIn(email, passphrase(64))).status).toBe(200);
  });

  it("states the rule it enforces", () => {
    expect(MESSAGES.passwordRule).toContain("8-128 characters");
    expect(MESSAGES.passwordRule).not.toMatch(/number|digit|letter/);
    expect([passphrase(8), passphrase(128), "12345678"].every(isAcceptablePassword)).toBe(true);
    expect([passphrase(7), passphrase(129), ""].some(isAcceptablePassword)).toBe(false);
  });
});

describe("an account whose password was set under the old 6-16 rule", () => {
  it("still logs in with its 6-character password", async () => {
    const email = "old-rule@example.com";
    // Accounts are made under today's rule; the old rule's 6-character password is then written as it was stored.
    const todaysPassword = "signed up under the new rule";
    await signUp(email, todaysPassword);
    await verify(email, todaysPassword);
    const { getAuth } = await import("@/lib/auth/server");
    const ctx = await (await getAuth()).$context;
    const found = await ctx.internalAdapter.findUserByEmail(email);
    await ctx.internalAdapter.updatePassword(found!.user.id, await ctx.password.hash("abc123"));
    expect((await logIn(email, "abc123")).status).toBe(200);
  });
});
