import type { PublicUser } from "@/lib/auth/user";
import type { HistoryDocument } from "@/lib/history";
import { errorFrom, requestJson } from "./api";

export type { PublicUser, HistoryDocument };

/** The /action/* calls of the side panel and the profile modal. */
export const accountApi = {
  me: () => requestJson<{ user: PublicUser | null }>("/api/me"),
  signUp: (body: { email: string; password: string; fullName: string; captchaToken?: string }) =>
    requestJson<{ verificationRequired: true }>("/action/auth", { body: { authType: "email", opType: "signup", ...body } }),
  logIn: (body: { email: string; password: string; captchaToken?: string }) =>
    requestJson<{ token: string; user: PublicUser }>("/action/auth", { body: { authType: "email", opType: "login", ...body } }),
  logInWithGoogle: (idToken: string) =>
    requestJson<{ token: string; user: PublicUser }>("/action/auth", { body: { authType: "google", opType: "login", idToken } }),
  /** The password (and name) sent with the code become the account's: whoever holds the mailbox chooses them. */
  verifyCode: (body: { email: string; code: string; password: string; fullName?: string }) =>
    requestJson<{ verified: true }>("/action/verify-code", { body }),
  forgotPassword: (email: string) => requestJson<{ sent: true }>("/action/forgot-password", { body: { email } }),
  resetPassword: (body: { email: string; code: string; password: string }) =>
    requestJson<{ reset: true }>("/action/reset-password", { body }),
  updateUser: (email: string, update: { fullName?: string; email?: string }, code?: string) =>
    requestJson<{ document: PublicUser; verificationRequired: boolean }>("/action/update-user", {
      body: { email, update, ...(code ? { code } : {}) },
    }),
  signOut: () => requestJson<{ signedOut: true }>("/action/sign-out", { body: {} }),
  history: () => requestJson<{ documents: HistoryDocument[] }>("/action/history"),
  deleteHistory: (id: string) => requestJson<{ deleted: number }>(`/action/history/${encodeURIComponent(id)}`, { method: "DELETE" }),
  clearHistory: () => requestJson<{ deleted: number }>("/action/history", { method: "DELETE" }),
  /** `email` is the account's address, typed by its owner to confirm. */
  deleteAccount: (email: string) => requestJson<{ deleted: true }>("/api/account", { method: "DELETE", body: { email } }),
  /** `revokeApiKeys`: revoke the account's API keys too. */
  signOutEverywhere: (revokeApiKeys: boolean) =>
    requestJson<{ signedOut: true; apiKeysRevoked: boolean }>("/api/account/sign-out-everywhere", {
      method: "POST",
      body: { revokeApiKeys },
    }),
  /** The account's data export, as the file the server names. */
  async exportData(): Promise<{ file: Blob; name: string }> {
    const res = await fetch("/api/account/export", { cache: "no-store" });
    if (!res.ok) throw await errorFrom(res);
    const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "account-data.json";
    return { file: await res.blob(), name };
  },
};
