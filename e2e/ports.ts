/**
 * The production server the browser tests drive, and a second one with strict allowances (playwright.config.ts).
 * E2E_PORT moves them all, so two checkouts can run their browser tests side by side (set SITE_URL to match).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const STRICT_PORT = E2E_PORT + 1;
export const STRICT_ORIGIN = `http://127.0.0.1:${STRICT_PORT}`;
/** Servers a spec starts itself, each on a port of its own: specs run side by side in parallel workers. */
export const NO_SITE_URL_PORT = E2E_PORT + 2;
export const REVIEW_MARKS_PORT = E2E_PORT + 3;
export const PROVIDER_PORT = E2E_PORT + 4;
