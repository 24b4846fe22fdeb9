// POST /api/account/sign-out-everywhere - end every session of the signed-in account, Bearer tokens included, and revoke its API keys unless told not to
import { z } from "zod";
import { signOutEverywhere } from "@/lib/account/sessions";
import { route, WithCookies } from "@/lib/http/route";

/** `revokeApiKeys` defaults to true: the safe choice when a session may have been in someone else's hands. */
const body = z.strictObject({ revokeApiKeys: z.boolean({ error: "revokeApiKeys must be true or false" }).default(true) });

export const POST = route(
  { body, auth: "required" },
  async ({ body, viewer, req }) =>
    new WithCookies({ signedOut: true, apiKeysRevoked: body.revokeApiKeys }, await signOutEverywhere(req.headers, viewer.user!.id, body)),
);
