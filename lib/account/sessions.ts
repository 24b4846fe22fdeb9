import "server-only";
import { revokeAllApiKeys } from "@/lib/api/keys";
import { signOut } from "@/lib/auth/accounts";
import { getAuth } from "@/lib/auth/server";

/**
 * Ends every session of an account, this browser's and all others, Bearer tokens included (a Bearer
 * token is a session's token, so it dies with its session). Returns the Set-Cookie headers that clear
 * this browser's session cookie.
 */
export async function endEverySession(headers: Headers, userId: string): Promise<string[]> {
  const { cookies } = await signOut(headers);
  await (await (await getAuth()).$context).internalAdapter.deleteUserSessions(userId);
  return cookies;
}

/**
 * "Sign out everywhere": every session ends and, unless the owner unticks it, every API key is revoked too
 * (a key minted by someone who held a session would otherwise outlive it). The keys go first: if revoking
 * them fails, the owner is still signed in to try again, rather than signed out with the keys still live.
 */
export async function signOutEverywhere(
  headers: Headers,
  userId: string,
  { revokeApiKeys }: { revokeApiKeys: boolean },
): Promise<string[]> {
  if (revokeApiKeys) await revokeAllApiKeys(userId);
  return endEverySession(headers, userId);
}
