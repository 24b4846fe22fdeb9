import "server-only";
import { keyCreationQuotaKey } from "@/lib/api/keys";
import { codeEmailsKey, failurePairPrefix } from "@/lib/auth/rate-limit";
import type { AccountKeys } from "@/lib/db";
import { userQuotaKey } from "@/lib/viewer";

/** Every name the store files the account's records under: its export reads them, its erasure deletes them. */
export function accountKeysOf(user: { id: string; email: string }): AccountKeys {
  return {
    userId: user.id,
    email: user.email,
    quotaKeys: [userQuotaKey(user.id), keyCreationQuotaKey(user.id), codeEmailsKey(user.email)],
    quotaKeyPrefixes: [failurePairPrefix(user.email)],
  };
}
