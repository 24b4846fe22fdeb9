import { render } from "@react-email/render";
import { CODE_EXPIRY_SECONDS } from "@/lib/limits";
import type { MailMessage } from "@/lib/mail";
import { CodeEmail } from "@/lib/mail/templates/code-email";
import { publicConfig } from "@/lib/public-config";

export type CodePurpose = "email-verification" | "forget-password" | "change-email" | "sign-in";

const SUBJECTS: Record<CodePurpose, string> = {
  "email-verification": "Your verification code",
  "forget-password": "Your password reset code",
  "change-email": "Confirm your new email address",
  "sign-in": "Your sign-in code",
};

const INTROS: Record<CodePurpose, string> = {
  "email-verification": "Use this code to verify your email address and finish creating your account:",
  "forget-password": "Use this code to reset your password:",
  "change-email": "Use this code to confirm this address as the new email of your account:",
  "sign-in": "Use this code to sign in:",
};

/** The email carrying a one-time code, addressed with the user's name when we know it. */
export async function codeEmail({
  to,
  code,
  purpose,
  name,
}: {
  to: string;
  code: string;
  purpose: CodePurpose;
  name?: string;
}): Promise<MailMessage> {
  const props = {
    siteName: publicConfig.siteName,
    greeting: name ? `Hi ${name},` : "Hi,",
    intro: INTROS[purpose],
    code,
    outro: `The code expires in ${CODE_EXPIRY_SECONDS / 60} minutes and works once. If you did not ask for it, you can ignore this email.`,
  };
  const email = <CodeEmail {...props} />;
  return {
    to,
    subject: `${SUBJECTS[purpose]}: ${code}`,
    kind: purpose === "forget-password" ? "reset-code" : "verification-code",
    html: await render(email),
    text: await render(email, { plainText: true }),
  };
}
