import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";

const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

/**
 * Verifies a Google ID token's signature (against the configured key set), issuer, audience and expiry,
 * and returns its claims, or null. The key set URL is a setting so tests can sign tokens with a locally
 * generated key.
 */
export function googleIdTokenVerifier(clientId: string, jwksUrl: string) {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (token: string): Promise<JWTPayload | null> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ["RS256"],
        requiredClaims: ["iss", "sub", "aud", "exp", "iat", "email"],
        clockTolerance: 30,
      });
      return payload;
    } catch {
      return null;
    }
  };
}
