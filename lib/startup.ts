import { isIP } from "node:net";
import { config, ConfigError, describeProviders, type AppConfig } from "@/lib/config";

/** Addresses only this machine can reach. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host === "::1") return true;
  return isIP(host) === 4 && host.startsWith("127.");
}

/**
 * Why the server must not start, or null: with ALLOW_TEST_PROVIDERS, /dev/outbox shows every code and the
 * test checkout makes anyone Pro, so it listens on loopback only, unless ALLOW_TEST_PROVIDERS_ON_PUBLIC_ADDRESS
 * says the operator means it (a demo behind their own gate).
 */
export function testProvidersRefusal(c: AppConfig, hostname: string): string | null {
  if (!c.testProvidersForced || c.testProvidersOnPublicAddress || isLoopback(hostname)) return null;
  return (
    `[providers] Refusing to start: ALLOW_TEST_PROVIDERS=true and the server listens on ${hostname}, which is not a loopback address. ` +
    "/dev/outbox would show every sign-in and reset code, and the test checkout would make anyone Pro. Listen on 127.0.0.1 (-H 127.0.0.1), " +
    "unset ALLOW_TEST_PROVIDERS, or set ALLOW_TEST_PROVIDERS_ON_PUBLIC_ADDRESS=true if you really mean to expose them."
  );
}

/** Validates the environment (a bad value stops the server with one line) and logs each active provider. */
export function checkEnvironmentAtStartup() {
  try {
    const c = config();
    void c.secret; // fails fast when production has no secret
    for (const line of describeProviders(c)) console.log(`[providers] ${line}`);
    if (c.production && c.testProvidersAllowed) {
      console.warn(
        "[providers] WARNING: ALLOW_TEST_PROVIDERS=true in production: /dev/outbox shows every email sent (sign-up and reset codes included) " +
          "and the test checkout makes anyone Pro for free. Never set it on a public server.",
      );
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
