import "server-only";
import Database from "better-sqlite3";
import { betterAuth } from "better-auth";
import { mongodbAdapter } from "better-auth/adapters/mongodb";
import { getMigrations } from "better-auth/db/migration";
import { bearer, emailOTP } from "better-auth/plugins";
import { config } from "@/lib/config";
import { getMongoClient } from "@/lib/db/mongo-client";
import { CODE_EXPIRY_SECONDS, CODE_MAX_ATTEMPTS, PASSWORD_MAX_UTF16_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/limits";
import { getMailer } from "@/lib/mail";
import { publicConfig } from "@/lib/public-config";
import { codeEmail } from "./emails";
import { googleIdTokenVerifier } from "./google";
import { ImmediateTransactionSqliteDialect } from "./sqlite-dialect";

type AuthDatabase = { dialect: ImmediateTransactionSqliteDialect; type: "sqlite"; transaction: true } | ReturnType<typeof mongodbAdapter>;

let verifyGoogleToken: ReturnType<typeof googleIdTokenVerifier> | undefined;

/** The claims of a genuine Google ID token for this app, or null (also when Google sign-in is off). */
export async function verifiedGoogleClaims(token: string) {
  const { clientId, jwksUrl } = config().google;
  if (!clientId) return null;
  verifyGoogleToken ??= googleIdTokenVerifier(clientId, jwksUrl);
  return verifyGoogleToken(token);
}

function createAuth(database: AuthDatabase) {
  const c = config();
  const google = c.google.clientId
    ? {
        google: {
          clientId: c.google.clientId,
          clientSecret: "",
          verifyIdToken: async (token: string) => (await verifiedGoogleClaims(token)) !== null,
        },
      }
    : {};

  return betterAuth({
    appName: publicConfig.siteName,
    // Its base URL names no page a user opens (codes, not links, are mailed); SITE_URL when set.
    baseURL: c.siteUrl ?? "http://localhost:3000",
    secret: c.secret,
    database,
    telemetry: { enabled: false },
    // The /action/* routes call this server API directly and apply our own per-IP and per-email limits;
    // Better Auth's HTTP handler is not mounted, so its request limiter would never run.
    rateLimit: { enabled: false },
    advanced: { cookiePrefix: "rs", useSecureCookies: Boolean(c.siteUrl?.startsWith("https:")) },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // A reset ends every session of the account: a thief's cookie or token stops working.
      revokeSessionsOnPasswordReset: true,
      // Better Auth counts UTF-16 units: these bounds let through every password our policy
      // (assertPasswordPolicy, in characters) accepts, and stand behind it.
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_UTF16_LENGTH,
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        pro: { type: "boolean", defaultValue: false, input: false },
        subscriptionPeriodStartDateEpochSeconds: { type: "number", required: false, input: false },
        subscriptionPeriodEndDateEpochSeconds: { type: "number", required: false, input: false },
        interval: { type: "string", required: false, input: false },
        authType: { type: "string", defaultValue: "email", input: false },
        /** The account's customer at the billing provider: its subscriptions are found through it. */
        billingCustomerId: { type: "string", required: false, input: false },
      },
    },
    socialProviders: google,
    plugins: [
      bearer(),
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_EXPIRY_SECONDS,
        allowedAttempts: CODE_MAX_ATTEMPTS,
        storeOTP: "hashed",
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }, ctx) {
          const user = await ctx?.context.internalAdapter.findUserByEmail(email);
          await getMailer().send(await codeEmail({ to: email, code: otp, purpose: type, name: user?.user.name }));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { authPromise?: Promise<Auth> };

async function openAuth(): Promise<Auth> {
  const { store } = config();
  if (store.mongoUri) {
    const client = await getMongoClient(store.mongoUri);
    return createAuth(mongodbAdapter(client.db(store.mongoDb), { client }));
  }
  const connection = new Database(store.sqlitePath);
  connection.pragma("journal_mode = WAL");
  // As the store's connection: a deleted account's rows are zeroed, not left in free pages.
  connection.pragma("secure_delete = ON");
  const auth = createAuth({ dialect: new ImmediateTransactionSqliteDialect({ database: connection }), type: "sqlite", transaction: true });
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  return auth;
}

/** The process-wide Better Auth instance on the configured database (SQLite tables created at start). */
export function getAuth(): Promise<Auth> {
  globalForAuth.authPromise ??= openAuth().catch((error) => {
    globalForAuth.authPromise = undefined;
    throw error;
  });
  return globalForAuth.authPromise;
}
