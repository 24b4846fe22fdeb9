import { call } from "./requests";

type Handler = Parameters<typeof call>[0];

/** The /action and account route handlers, imported after the test has set its environment. */
export async function loadAccountRoutes() {
  const h = (m: Record<string, unknown>, verb = "POST") => m[verb] as Handler;
  const auth = await import("@/app/api/action/auth/route");
  const verify = await import("@/app/api/action/verify-code/route");
  const getUser = await import("@/app/api/action/get-user/route");
  const updateUser = await import("@/app/api/action/update-user/route");
  const history = await import("@/app/api/action/history/route");
  const historyItem = await import("@/app/api/action/history/[id]/route");
  const forgot = await import("@/app/api/action/forgot-password/route");
  const reset = await import("@/app/api/action/reset-password/route");
  const signOut = await import("@/app/api/action/sign-out/route");
  const me = await import("@/app/api/me/route");
  return {
    auth: h(auth),
    verify: h(verify),
    getUser: h(getUser),
    updateUser: h(updateUser),
    historyGet: h(history, "GET"),
    historyPost: h(history),
    historyClear: h(history, "DELETE"),
    historyDelete: (id: string) => (req: Parameters<Handler>[0]) =>
      (historyItem.DELETE as unknown as (r: typeof req, c: { params: Promise<{ id: string }> }) => Promise<Response>)(req, {
        params: Promise.resolve({ id }),
      }),
    forgot: h(forgot),
    reset: h(reset),
    signOut: h(signOut),
    me: h(me, "GET"),
  };
}

/** The 6-digit code in the newest outbox message to an address (mail sent after a response included). */
export async function latestCode(email: string): Promise<string> {
  const { backgroundIdle } = await import("@/lib/background");
  await backgroundIdle();
  const { getStore } = await import("@/lib/db");
  const messages = await (await getStore()).outbox.list({ to: email, limit: 5 });
  // The newest email with a code: the mailing-list welcome after verification has none.
  const code = messages.find((m) => m.kind !== "mailing-list")?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
