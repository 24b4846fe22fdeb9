import "server-only";
import { Resend } from "resend";
import { config } from "@/lib/config";
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/errors";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for, e.g. "verification-code", "reset-code", "contact". */
  kind: string;
  replyTo?: string;
}

export interface Mailer {
  readonly name: "resend" | "outbox";
  send(message: MailMessage): Promise<void>;
  /** Adds an address to the mailing list. */
  subscribe(email: string): Promise<void>;
  /** Takes an address off the mailing list (its account was deleted). */
  unsubscribe(email: string): Promise<void>;
}

function outboxMailer(): Mailer {
  const record = async (message: MailMessage) => {
    const store = await getStore();
    await store.outbox.add({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      kind: message.kind,
      createdAt: Date.now(),
    });
    console.log(`[outbox] ${message.kind} to ${message.to}: ${message.subject}`);
  };
  return {
    name: "outbox",
    send: record,
    subscribe: (email) =>
      record({ to: email, subject: "Mailing list sign-up", text: `${email} joined the mailing list.`, kind: "mailing-list" }),
    // The outbox's list is its sign-up records, which go with the account's other mail.
    unsubscribe: async () => {},
  };
}

function resendMailer(apiKey: string, from: string, audienceId: string | undefined): Mailer {
  const resend = new Resend(apiKey);
  return {
    name: "resend",
    async send(message) {
      const { error } = await resend.emails.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      if (error) throw new Error(`Resend refused the ${message.kind} email: ${error.message}`);
    },
    async subscribe(email) {
      if (!audienceId) return outboxMailer().subscribe(email);
      const { error } = await resend.contacts.create({ email, audienceId, unsubscribed: false });
      if (error) throw new Error(`Resend refused the mailing-list sign-up: ${error.message}`);
    },
    async unsubscribe(email) {
      if (!audienceId) return;
      const { error } = await resend.contacts.remove({ email, audienceId });
      if (error) throw new Error(`Resend refused to remove a mailing-list contact: ${error.message}`);
    },
  };
}

let mailer: Mailer | undefined;

/** Resend when configured; the development outbox in test mode; otherwise sending fails with a clear 503. */
export function getMailer(): Mailer {
  if (mailer) return mailer;
  const c = config();
  if (c.providers.mail === "not-configured") {
    throw new AppError("mail_not_configured", 503, "Email is not configured on this server. Please try again later.");
  }
  mailer = c.mail.resendApiKey ? resendMailer(c.mail.resendApiKey, c.mail.from, c.mail.resendAudienceId) : outboxMailer();
  return mailer;
}
