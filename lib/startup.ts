import { config, ConfigError, describeProviders } from "@/lib/config";

/** Validates the environment (a bad value stops the server with one line) and logs each active provider. */
export function checkEnvironmentAtStartup() {
  try {
    const c = config();
    void c.secret; // fails fast when production has no secret
    for (const line of describeProviders(c)) console.log(`[providers] ${line}`);
    if (c.production && c.testProvidersAllowed) {
      console.warn("[providers] ALLOW_TEST_PROVIDERS=true: the test-mode checkout and outbox are reachable.");
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
