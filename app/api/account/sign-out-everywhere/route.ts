// POST /api/account/sign-out-everywhere - end every session of the signed-in account, Bearer tokens included
import { endEverySession } from "@/lib/account/sessions";
import { route, WithCookies } from "@/lib/http/route";

export const POST = route({ auth: "required" }, async ({ viewer, req }) => new WithCookies({ signedOut: true }, await endEverySession(req.headers, viewer.user!.id)));
