// POST /api/contact - store a contact-form message and forward it to the support inbox
import { config } from "@/lib/config";
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { getMailer } from "@/lib/mail";
import { contactBody } from "./schema";

const MESSAGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** Without SUPPORT_EMAIL, messages go to this address in the development outbox, where they can be read. */
const FALLBACK_SUPPORT_EMAIL = "support@localhost";

export const POST = route({ body: contactBody }, async ({ body, viewer }) => {
  const store = await getStore();
  const quota = await store.quota.tryConsume({ key: `contact:${viewer.ip}`, limit: MESSAGES_PER_HOUR, now: Date.now(), windowMs: HOUR_MS });
  if (!quota.allowed) {
    throw new AppError(
      "too_many_messages",
      429,
      "You have sent several messages in the last hour. Please wait a while before sending another.",
    );
  }

  const saved = await store.contact.add({ ...body, createdAt: Date.now() });
  try {
    await getMailer().send({
      to: config().mail.supportEmail ?? FALLBACK_SUPPORT_EMAIL,
      subject: `Contact form: ${body.name.replace(/\s+/g, " ")}`,
      text: `From: ${body.name} <${body.email}>\n\n${body.message}`,
      kind: "contact",
      replyTo: body.email,
    });
  } catch (error) {
    // The message is stored, so the sender has done their part; support reads it from the store.
    console.error(`contact message ${saved.id} stored but not emailed:`, error);
  }
  return { ok: true };
});
