/**
 * The public API (/api/v1) answers any origin: it is authenticated by a key in a header, never by cookies,
 * so there is no ambient authority for another site to borrow, and credentials are not allowed.
 */
export const API_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Retry-After, Idempotent-Replayed",
} as const;

const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/** Answers a browser's CORS preflight for an API route that takes the given methods. */
export function apiPreflight(methods: string[]) {
  return async () =>
    new Response(null, {
      status: 204,
      headers: {
        ...API_CORS_HEADERS,
        "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
        "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key",
        "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
      },
    });
}

export function withApiCors(response: Response): Response {
  for (const [name, value] of Object.entries(API_CORS_HEADERS)) response.headers.set(name, value);
  return response;
}
