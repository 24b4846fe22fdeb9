import { describe, expect, it, vi } from "vitest";

describe("start-up", () => {
  it("warns loudly when test mode is on in a production server", async () => {
    Object.assign(process.env, { NODE_ENV: "production", ALLOW_TEST_PROVIDERS: "true", BETTER_AUTH_SECRET: "a-secret-that-is-at-least-32-characters" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { checkEnvironmentAtStartup } = await import("@/lib/startup");
    checkEnvironmentAtStartup();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ALLOW_TEST_PROVIDERS=true in production.*\/dev\/outbox.*codes.*Pro for free/));
  });
});
