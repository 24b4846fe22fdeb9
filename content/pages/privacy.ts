import { PRIVACY_CLAIM, SITE } from "@/content/marketing/facts";
import {
  AUTH_RATE_WINDOW_MS,
  BATCH_KEEP_FREE,
  BATCH_KEEP_PRO,
  CODE_EXPIRY_SECONDS,
  HISTORY_MAX_ENTRIES,
  IDEMPOTENCY_TTL_MS,
  QUOTA_WINDOW_MS,
  REVOKED_API_KEY_KEPT_MS,
} from "@/lib/limits";
import type { ContentPageCopy } from "./types";

const codeMinutes = CODE_EXPIRY_SECONDS / 60;
const windowHours = QUOTA_WINDOW_MS / 3_600_000;

export const privacy: ContentPageCopy = {
  title: "Privacy Policy",
  description: `What ${SITE} stores, for how long, and which service providers receive which data when you rewrite, humanize or check text.`,
  heading: "Privacy Policy",
  intro: `This policy explains what ${SITE} keeps when you use the site, why, for how long, and which outside services receive data. The short version: ${PRIVACY_CLAIM}`,
  updated: "2026-12-04",
  sections: [
    {
      heading: "Text you rewrite or check",
      list: [
        "Without an account: the text is processed to produce your result and is not stored on our servers. Your current draft and your recent results are kept in your own browser's local storage, so they survive a reload; clearing your browser data removes them.",
        `With an account: each input and its result are saved to your history (the ${HISTORY_MAX_ENTRIES} newest are shown) and kept until you delete them or your account.`,
        `Batch checking (an account is needed): each batch keeps its name and date and, for every file, its name, its length in words and the text that was checked with its verdict. A file that was not checked (too long, too short, not English, unreadable, or no checks left) keeps only its name, its size and why; its text is not stored. Your ${BATCH_KEEP_FREE} newest batches are kept (${BATCH_KEEP_PRO} with Pro): starting one more deletes the oldest, and you can delete any batch yourself from the batch page.`,
        "The AI Checker runs on our own servers; text you check, alone or in a batch, is not sent to any outside service.",
        "When the site is connected to a language-model provider, the text you ask us to rewrite or humanize, with the options you chose, is sent to that provider to produce the result (see below).",
      ],
    },
    {
      heading: "Writing space and writing reports",
      list: [
        `Only in the writing space (/write, an account is needed) and only while a document is open there, which the editor shows with "Recording your writing": every change to that document is recorded with its time: each burst of typing (where it went, what it added and the milliseconds between keystrokes), each deletion, each paste (its text), the text a rewrite or humanize run put in, when you left the editor and came back, and each time you opened the document. Nothing you type anywhere else on the site, or in other windows, is recorded.`,
        "Until the server has them, these changes are also kept in your browser's local storage, so a crash or a lost connection loses nothing; they are removed from it once saved.",
        `Your documents, their records and their share links are yours alone until you share a report. A writing report's link can be opened by anyone who has it, without an account: it shows the document's title, its text as it was when shared, the whole record up to sharing (a replay of every change, so text you typed and later deleted shows in it too), the time spent, what was typed, pasted or made by tools, the typing-pace findings and the AI checker's verdict on the text. Revoke a link, or delete the document, and the report is gone (its link answers like one that never existed).`,
        "Documents, records and reports are kept until you delete them or your account; they are included in your account's data export and deleted with your account.",
      ],
    },
    {
      heading: "Account data",
      list: [
        "Your email address, your name, how you sign in (email and password, or Google) and whether your email is verified.",
        "Your password is never stored: we keep only a slow, salted hash of it.",
        "Sign-in sessions (when each started and when it expires), until you sign out or the session expires. We do not record the IP address or browser a session was started from.",
        `Email verification and password-reset codes, stored hashed, valid for ${codeMinutes} minutes and usable once.`,
        "All of this is kept until you delete your account (see Your choices and rights).",
      ],
    },
    {
      heading: "API keys",
      list: [
        "For each API key you create: its name, the first characters of the key (so you can tell keys apart), when it was created, last used and revoked, and how many requests and words it sent each day. The key itself is shown to you once and never stored: we keep only a hash of it.",
        "When a key is created, we email you about it, so a key made by someone else who got into your account does not go unseen.",
        `Resetting your password revokes every API key of your account, and Sign out everywhere does too unless you untick it. A revoked key is deleted ${REVOKED_API_KEY_KEPT_MS / 86_400_000} days after it was revoked; its daily counts stay in your account's usage totals until you delete the account.`,
        `When a script sends a rewrite with an Idempotency-Key, the answer is stored for ${IDEMPOTENCY_TTL_MS / 3_600_000} hours so that a retry gets the same answer without being charged again.`,
        `Requests with a wrong key are counted against the IP address they came from for ${AUTH_RATE_WINDOW_MS / 60_000} minutes, to stop guessing.`,
      ],
    },
    {
      heading: "Daily allowance and abuse protection",
      paragraphs: [
        `To enforce the free daily allowance we set a random, signed identifier in a cookie and count uses against it and against your IP address. These counters expire ${windowHours} hours after they start. When you send a message through the contact form, your IP address is used the same way, for one hour, to limit repeated messages.`,
      ],
    },
    {
      heading: "Pro subscriptions",
      paragraphs: [
        "If you subscribe, we keep a record of your subscription (status, plan, price, billing period, the email address it belongs to and the payment provider's customer number), the identifiers of payment events we have processed, and a running count of your requests with their estimated cost.",
        "When you delete your account, your subscription is cancelled at the payment provider first, so you are not charged again, and our running count of your requests is deleted. Our record of each subscription is kept only as a record of a payment (status, plan, price and dates), without your account, your email address or the customer number that would lead back to you. The invoices for payments you made stay with the payment provider, because tax and accounting law requires billing records to be kept for several years; the payment provider's own privacy policy covers them.",
      ],
    },
    {
      heading: "Contact messages and email",
      paragraphs: [
        "Messages sent through the contact form (your name, email address and message) are stored and forwarded to our support inbox so we can reply. We keep them while we handle your request and for our records afterwards; ask us if you want yours deleted.",
        "After you verify your email address it is added to our mailing list. Every mailing has an unsubscribe link.",
      ],
    },
    {
      heading: "Service providers",
      paragraphs: ["We use these services only for the purpose listed, and only when the feature is switched on for this site:"],
      terms: [
        {
          term: "Language-model provider (an OpenAI-compatible API)",
          text: "Receives the text you ask us to rewrite or humanize and the options you chose, to produce the result. Not used for the AI Checker.",
        },
        {
          term: "Stripe",
          text: "Handles checkout and subscriptions. Receives your billing email address and the payment details you enter on its checkout page; we never see your full card number.",
        },
        {
          term: "Resend",
          text: "Sends our emails. Receives your email address and the content of the email, such as a verification or password-reset code, or a contact-form message sent to our support inbox.",
        },
        {
          term: "Cloudflare Turnstile",
          text: "Protects sign-up and sign-in from bots. Receives the captcha token from your browser and your IP address.",
        },
        {
          term: "Google",
          text: "Used only if you choose Continue with Google. We receive an ID token from Google with your name and email address and verify it on our server.",
        },
      ],
    },
    {
      heading: "Cookies and local storage",
      list: [
        "A session cookie, when you sign in.",
        "A signed anonymous identifier, for the daily allowance.",
        "Local storage in your browser for your draft, your anonymous history and a copy of your profile.",
        "We do not use advertising or analytics cookies.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        "You can edit your name and email in your profile, delete history entries and batches, and cancel a subscription at any time. Signed in, open Your Profile from the menu under your initials; its Profile tab has three buttons that act at once, without writing to us:",
      ],
      terms: [
        {
          term: "Download my data",
          text: "Gives you one JSON file, built on our server for your account only: your account details (email, name, how you sign in, your plan), your signed-in sessions (when each started and expires; never a password or a session token), your whole history with every input and result, your batches with each file's name, checked text and verdict, your usage records, your subscription records, your API keys (name, first characters, created, last used, revoked; never the key) with their daily requests and words, and the API answers stored for retries.",
        },
        {
          term: "Sign out everywhere",
          text: "Ends every session of your account at once, in every browser and every app that signed in with a token, this device included, and revokes your API keys too unless you untick Also revoke my API keys. Use it if you signed in on a shared computer or think someone else has your session.",
        },
        {
          term: "Delete my account",
          text: "After you confirm by typing your email address, it cancels a live subscription at the payment provider first (so you are not charged again), then deletes your history, your batches with every file's text and verdict, usage records, daily allowance and sign-in limit counters, API keys with their usage and stored API answers, verification and reset codes, the emails we sent you, every session, your sign-in methods and the account itself, and takes your address off our mailing list. In our embedded database the deleted text is also overwritten on disk, not only unlisted. You are signed out and can sign up again with the same address as a new account. Paid invoices stay with the payment provider, as the law requires (see Pro subscriptions). Messages you sent through the contact form are not part of your account: ask us if you want them deleted.",
        },
      ],
    },
    {
      heading: "Other rights",
      paragraphs: [
        "Depending on where you live, you may also have the right to object to processing or to complain to a data protection authority. For anything the buttons above do not cover, write to us through the contact page.",
        "The site is not directed at children under 13, and we do not knowingly collect their data.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we change what we collect or who receives it, we will update this page and the date above before the change takes effect.",
      ],
    },
  ],
};
