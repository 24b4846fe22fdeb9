// POST /api/sendPulseApi - add a verified account's email to the mailing list
import { z } from "zod";
import { limitAuthAttempt } from "@/lib/auth/rate-limit";
import { getAuth } from "@/lib/auth/server";
import { AppError } from "@/lib/http/errors";
import { emailField } from "@/lib/http/fields";
import { route } from "@/lib/http/route";
import { getMailer } from "@/lib/mail";

const body = z.object({ email: emailField });

export const POST = route({ body }, async ({ body, viewer }) => {
  await limitAuthAttempt(viewer.ip, body.email);
  const ctx = await (await getAuth()).$context;
  const account = await ctx.internalAdapter.findUserByEmail(body.email);
  if (!account?.user.emailVerified) throw new AppError("not_verified", 400, "Only verified accounts can join the mailing list.");
  await getMailer().subscribe(body.email);
  return { subscribed: true };
});
