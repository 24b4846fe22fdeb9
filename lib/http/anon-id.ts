import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

export const ANON_COOKIE = "rs_anon";
export const ANON_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function sign(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`anon:${id}`).digest("base64url");
}

/** A fresh anonymous id with its signed cookie value. */
export function issueAnonId(secret: string): { id: string; cookie: string } {
  const id = randomUUID();
  return { id, cookie: `${id}.${sign(id, secret)}` };
}

/** The id inside a signed cookie value, or null when it is missing, malformed or forged. */
export function verifyAnonCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
