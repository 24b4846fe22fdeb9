import type { PublicUser } from "@/lib/auth/user";
import type { HistoryDocument } from "@/lib/history";
import { requestJson } from "./api";

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
  resetPassword: (body: { email: string; code: string; password: string }) => requestJson<{ reset: true }>("/action/reset-password", { body }),
  updateUser: (email: string, update: { fullName?: string; email?: string }, code?: string) =>
    requestJson<{ document: PublicUser; verificationRequired: boolean }>("/action/update-user", { body: { email, update, ...(code ? { code } : {}) } }),
  signOut: () => requestJson<{ signedOut: true }>("/action/sign-out", { body: {} }),
  history: () => requestJson<{ documents: HistoryDocument[] }>("/action/history"),
  deleteHistory: (id: string) => requestJson<{ deleted: number }>(`/action/history/${encodeURIComponent(id)}`, { method: "DELETE" }),
  clearHistory: () => requestJson<{ deleted: number }>("/action/history", { method: "DELETE" }),
};
