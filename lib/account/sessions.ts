import "server-only";
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
