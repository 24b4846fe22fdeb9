/** The production server the browser tests drive, and a second one with strict allowances (playwright.config.ts). */
export const E2E_PORT = 3100;
export const STRICT_PORT = 3101;
export const STRICT_ORIGIN = `http://127.0.0.1:${STRICT_PORT}`;
