/**
 * Settings the browser may see. Next.js inlines NEXT_PUBLIC_* variables at build time,
 * which only works when each is written out in full, so they are read here and nowhere else.
 */
export const publicConfig = {
  siteName: process.env.NEXT_PUBLIC_SITE_NAME || "Rewrite Studio",
  sisterProduct: process.env.NEXT_PUBLIC_SISTER_PRODUCT_URL
    ? {
        name: process.env.NEXT_PUBLIC_SISTER_PRODUCT_NAME || "Our other app",
        url: process.env.NEXT_PUBLIC_SISTER_PRODUCT_URL,
      }
    : null,
  turnstileSiteKey: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY || null,
  googleClientId: process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID || null,
} as const;
