import { z } from "zod";
import {
  DEFAULT_API_KEY_BURST,
  DEFAULT_API_KEY_FAILURES_PER_IP,
  DEFAULT_API_KEY_RATE_PER_SECOND,
  DEFAULT_API_KEYS_PER_HOUR,
  DEFAULT_AUTH_MAILS_PER_IP,
} from "./limits";
import { DEFAULT_ENGINE_WAIT_BUDGET_MS } from "./tuning";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = (protocols: RegExp, hint: string) =>
  optional.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(v)), { message: hint });
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");
const positiveInt = (fallback: number) =>
  optional
    .refine((v) => v === undefined || /^\d+$/.test(v), { message: "must be a whole number" })
    .transform((v) => (v === undefined ? fallback : Number(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_URL: optionalUrl(/^https?:/, "must be an http(s) URL such as https://example.com").transform((v) => v?.replace(/\/$/, "")),
  ALLOW_TEST_PROVIDERS: flag,
  ALLOW_TEST_PROVIDERS_ON_PUBLIC_ADDRESS: flag,
  APP_VERSION: optional,

  DATABASE_PATH: optional.transform((v) => v ?? "./data/app.db"),
  MONGODB_URI: optionalUrl(/^mongodb(\+srv)?:\/\//, "must be a mongodb:// or mongodb+srv:// connection string"),
  MONGODB_DB: optional,

  BETTER_AUTH_SECRET: optional.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  ANON_IP_DAILY_CEILING: positiveInt(20),
  AUTH_IP_LIMIT: positiveInt(30),
  AUTH_MAILS_PER_IP: positiveInt(DEFAULT_AUTH_MAILS_PER_IP),
  TRUSTED_PROXY_HOPS: positiveInt(0),
  API_KEY_RATE_PER_SECOND: positiveInt(DEFAULT_API_KEY_RATE_PER_SECOND).refine((v) => v > 0, { message: "must be at least 1" }),
  API_KEY_BURST: positiveInt(DEFAULT_API_KEY_BURST).refine((v) => v > 0, { message: "must be at least 1" }),
  API_KEYS_PER_HOUR: positiveInt(DEFAULT_API_KEYS_PER_HOUR).refine((v) => v > 0, { message: "must be at least 1" }),
  API_KEY_FAILURES_PER_IP: positiveInt(DEFAULT_API_KEY_FAILURES_PER_IP).refine((v) => v > 0, { message: "must be at least 1" }),
  ENGINE_WAIT_BUDGET_MS: positiveInt(DEFAULT_ENGINE_WAIT_BUDGET_MS),

  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl(/^https?:/, "must be an http(s) URL of an OpenAI-compatible API"),
  OPENAI_MODEL_PULSE: optional.transform((v) => v ?? "gpt-4o-mini"),
  OPENAI_MODEL_LUMENARIS: optional.transform((v) => v ?? "gpt-4o"),
  OPENAI_TIMEOUT_MS: positiveInt(60000),
  OPENAI_FALLBACK_TO_OFFLINE: flag,

  RESEND_API_KEY: optional,
  RESEND_AUDIENCE_ID: optional,
  MAIL_FROM: optional.transform((v) => v ?? "Rewrite Studio <no-reply@localhost>"),
  SUPPORT_EMAIL: optional.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: "must be an email address",
  }),

  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRODUCT_ID: optional,
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_YEARLY: optional,
  STRIPE_API_URL: optionalUrl(/^https?:/, "must be an http(s) URL"),

  TURNSTILE_SECRET_KEY: optional,
  TURNSTILE_VERIFY_URL: optionalUrl(/^https?:/, "must be an http(s) URL").transform(
    (v) => v ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  ),
  GOOGLE_JWKS_URL: optionalUrl(/^https?:/, "must be an http(s) URL").transform((v) => v ?? "https://www.googleapis.com/oauth2/v3/certs"),
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: optional,
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: optional,
  NEXT_PUBLIC_SITE_NAME: optional,
  NEXT_PUBLIC_SISTER_PRODUCT_NAME: optional,
  NEXT_PUBLIC_SISTER_PRODUCT_URL: optionalUrl(/^https?:/, "must be an http(s) URL"),
});

type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`Invalid environment variable ${variable}: ${problem}`);
    this.name = "ConfigError";
  }
}

/** Development secret: fine offline, refused in production (see `secret` below). */
const DEV_SECRET = "dev-only-secret-do-not-use-in-production-000";

export function parseConfig(source: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue.path[0] ?? "environment"), issue.message);
  }
  return buildConfig(parsed.data);
}

function buildConfig(env: Env) {
  const production = env.NODE_ENV === "production";
  const testProvidersAllowed = !production || env.ALLOW_TEST_PROVIDERS;
  const stripeReady = Boolean(env.STRIPE_SECRET_KEY);
  const providers = {
    store: env.MONGODB_URI ? "mongodb" : "sqlite",
    ai: env.OPENAI_API_KEY || env.OPENAI_BASE_URL ? "openai" : "local",
    mail: env.RESEND_API_KEY ? "resend" : testProvidersAllowed ? "outbox" : "not-configured",
    billing: stripeReady ? "stripe" : testProvidersAllowed ? "dev" : "not-configured",
    captcha: env.TURNSTILE_SECRET_KEY && env.NEXT_PUBLIC_TURNSTILE_SITE_KEY ? "turnstile" : "off",
    google: env.NEXT_PUBLIC_GOOGLE_CLIENT_ID ? "google" : "off",
  } as const;

  return {
    env: env.NODE_ENV,
    production,
    testProvidersAllowed,
    /** ALLOW_TEST_PROVIDERS is set: test providers are on whatever NODE_ENV says. */
    testProvidersForced: env.ALLOW_TEST_PROVIDERS,
    /** The operator means test providers on a non-loopback address (ALLOW_TEST_PROVIDERS_ON_PUBLIC_ADDRESS). */
    testProvidersOnPublicAddress: env.ALLOW_TEST_PROVIDERS_ON_PUBLIC_ADDRESS,
    /** The public address, read when the server starts; unset, absolute URLs follow each request (lib/http/site-url.ts). */
    siteUrl: env.SITE_URL,
    version: env.APP_VERSION ?? process.env.npm_package_version ?? "0.1.0",
    providers,
    /** Checked when first used (server start), so a production build needs no secret. */
    get secret(): string {
      if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
      if (production) throw new ConfigError("BETTER_AUTH_SECRET", "is required in production (at least 32 random characters)");
      return DEV_SECRET;
    },
    anonIpDailyCeiling: env.ANON_IP_DAILY_CEILING,
    authIpLimit: env.AUTH_IP_LIMIT,
    authMailsPerIp: env.AUTH_MAILS_PER_IP,
    /** Proxies in front of the app that append to X-Forwarded-For; 0 trusts none (the socket's peer is the client). */
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    /** Each API key's token bucket. */
    apiKeyRate: { perSecond: env.API_KEY_RATE_PER_SECOND, burst: env.API_KEY_BURST },
    apiKeysPerHour: env.API_KEYS_PER_HOUR,
    apiKeyFailuresPerIp: env.API_KEY_FAILURES_PER_IP,
    /** How long new work may expect to wait for an engine before it is refused with 503. */
    engineWaitBudgetMs: env.ENGINE_WAIT_BUDGET_MS,
    store: { sqlitePath: env.DATABASE_PATH, mongoUri: env.MONGODB_URI, mongoDb: env.MONGODB_DB },
    openai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      models: { pulse: env.OPENAI_MODEL_PULSE, lumenaris: env.OPENAI_MODEL_LUMENARIS },
      timeoutMs: env.OPENAI_TIMEOUT_MS,
      /** When the provider is down, the offline engine answers (with a notice) instead of an error. */
      fallbackToOffline: env.OPENAI_FALLBACK_TO_OFFLINE,
    },
    mail: {
      resendApiKey: env.RESEND_API_KEY,
      resendAudienceId: env.RESEND_AUDIENCE_ID,
      from: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      productId: env.STRIPE_PRODUCT_ID,
      priceMonthly: env.STRIPE_PRICE_MONTHLY,
      priceYearly: env.STRIPE_PRICE_YEARLY,
      apiUrl: env.STRIPE_API_URL,
    },
    turnstile: {
      secretKey: env.TURNSTILE_SECRET_KEY,
      siteKey: env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
      verifyUrl: env.TURNSTILE_VERIFY_URL,
    },
    google: { clientId: env.NEXT_PUBLIC_GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
  };
}

export type AppConfig = ReturnType<typeof buildConfig>;

let cached: AppConfig | undefined;

/** The server configuration, parsed from the environment on first use. */
export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** One line per provider, for the start-up log. */
export function describeProviders(c: AppConfig): string[] {
  const p = c.providers;
  return [
    `store: ${p.store === "mongodb" ? "MongoDB (MONGODB_URI)" : `embedded SQLite at ${c.store.sqlitePath}`}`,
    `ai: ${p.ai === "openai" ? `OpenAI-compatible API at ${c.openai.baseUrl ?? "api.openai.com"}` : "local offline engine"}`,
    `mail: ${{ resend: "Resend", outbox: "development outbox (/dev/outbox)", "not-configured": "NOT CONFIGURED (set RESEND_API_KEY)" }[p.mail]}`,
    `billing: ${{ stripe: "Stripe", dev: "development test-mode checkout", "not-configured": "NOT CONFIGURED (set STRIPE_SECRET_KEY)" }[p.billing]}`,
    `captcha: ${p.captcha === "turnstile" ? "Cloudflare Turnstile" : "off"}`,
    `google sign-in: ${p.google === "google" ? "on" : "off (button hidden)"}`,
  ];
}
