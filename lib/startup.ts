import { config, ConfigError, describeProviders } from "@/lib/config";

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
