import { describe, expect, it } from "vitest";
import { ConfigError, describeProviders, parseConfig } from "@/lib/config";

describe("configuration", () => {
  it("starts with embedded defaults when no variable is set", () => {
    const c = parseConfig({});
    expect(c.providers).toEqual({
      store: "sqlite",
      ai: "local",
      mail: "outbox",
      billing: "dev",
      captcha: "off",
      google: "off",
    });
    expect(c.store.sqlitePath).toBe("./data/app.db");
    // No fixed public address: absolute URLs follow the address each request was served at.
    expect(c.siteUrl).toBeUndefined();
    expect(parseConfig({ SITE_URL: "https://rewrite.example/" }).siteUrl).toBe("https://rewrite.example");
    expect(c.anonIpDailyCeiling).toBe(20);
    expect(describeProviders(c)).toHaveLength(6);
  });

  it("switches on real providers when their variables are set", () => {
    const c = parseConfig({
      MONGODB_URI: "mongodb+srv://user:pw@cluster.example.net/app",
      OPENAI_BASE_URL: "http://127.0.0.1:8080/v1",
      RESEND_API_KEY: "re_123",
      STRIPE_SECRET_KEY: "sk_test_123",
      TURNSTILE_SECRET_KEY: "secret",
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site",
      NEXT_PUBLIC_GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com",
    });
    expect(c.providers).toEqual({
      store: "mongodb",
      ai: "openai",
      mail: "resend",
      billing: "stripe",
      captcha: "turnstile",
      google: "google",
    });
  });

  it("falls back to the offline engine only when OPENAI_FALLBACK_TO_OFFLINE says so", () => {
    expect(parseConfig({ OPENAI_BASE_URL: "http://127.0.0.1:8080/v1" }).openai.fallbackToOffline).toBe(false);
    expect(parseConfig({ OPENAI_BASE_URL: "http://127.0.0.1:8080/v1", OPENAI_FALLBACK_TO_OFFLINE: "true" }).openai.fallbackToOffline).toBe(
      true,
    );
  });

  it("names the variable when a value is bad", () => {
    expect(() => parseConfig({ MONGODB_URI: "nonsense" })).toThrow(ConfigError);
    expect(() => parseConfig({ MONGODB_URI: "nonsense" })).toThrow(
      "Invalid environment variable MONGODB_URI: must be a mongodb:// or mongodb+srv:// connection string",
    );
    expect(() => parseConfig({ ANON_IP_DAILY_CEILING: "many" })).toThrow(/ANON_IP_DAILY_CEILING/);
    expect(() => parseConfig({ SITE_URL: "example.com" })).toThrow(/SITE_URL/);
    expect(() => parseConfig({ SUPPORT_EMAIL: "nobody" })).toThrow(/SUPPORT_EMAIL/);
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ MONGODB_URI: "", OPENAI_API_KEY: "  " }).providers.store).toBe("sqlite");
  });

  it("requires a real secret to run in production, but not to build", () => {
    const production = parseConfig({ NODE_ENV: "production" });
    expect(production.siteUrl).toBeUndefined();
    expect(() => production.secret).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => parseConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: "short" })).toThrow(/at least 32/);
    expect(parseConfig({}).secret).toMatch(/dev-only/);
  });

  it("turns test-mode providers off in production unless explicitly allowed", () => {
    const secret = "x".repeat(32);
    const strict = parseConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret });
    expect(strict.providers.billing).toBe("not-configured");
    expect(strict.providers.mail).toBe("not-configured");
    const demo = parseConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret, ALLOW_TEST_PROVIDERS: "true" });
    expect(demo.providers.billing).toBe("dev");
  });
});
