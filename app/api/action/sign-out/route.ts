// POST /action/sign-out - end the session and clear its cookie
import { signOut } from "@/lib/auth/accounts";
import { route, WithCookies } from "@/lib/http/route";

export const POST = route({}, async ({ req }) => {
  const { data, cookies } = await signOut(req.headers);
  return new WithCookies(data, cookies);
});
