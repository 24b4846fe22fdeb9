import { PRIVACY_CLAIM, SITE } from "@/content/marketing/facts";
import { CODE_EXPIRY_SECONDS, HISTORY_MAX_ENTRIES, QUOTA_WINDOW_MS } from "@/lib/limits";
import type { ContentPageCopy } from "./types";

const codeMinutes = CODE_EXPIRY_SECONDS / 60;
const windowHours = QUOTA_WINDOW_MS / 3_600_000;

export const privacy: ContentPageCopy = {
  title: "Privacy Policy",
  description: `What ${SITE} stores, for how long, and which service providers receive which data when you rewrite, humanize or check text.`,
  heading: "Privacy Policy",
  intro: `This policy explains what ${SITE} keeps when you use the site, why, for how long, and which outside services receive data. The short version: ${PRIVACY_CLAIM}`,
  updated: "2026-11-21",
  sections: [
    {
      heading: "Text you rewrite or check",
      list: [
        "Without an account: the text is processed to produce your result and is not stored on our servers. Your current draft and your recent results are kept in your own browser's local storage, so they survive a reload; clearing your browser data removes them.",
        `With an account: each input and its result are saved to your history (the ${HISTORY_MAX_ENTRIES} newest are shown) and kept until you delete them or your account.`,
        "The AI Checker runs on our own servers; text you check is not sent to any outside service.",
        "When the site is connected to a language-model provider, the text you ask us to rewrite or humanize, with the options you chose, is sent to that provider to produce the result (see below).",
      ],
    },
    {
      heading: "Account data",
      list: [
        "Your email address, your name, how you sign in (email and password, or Google) and whether your email is verified.",
        "Your password is never stored: we keep only a slow, salted hash of it.",
        "Sign-in sessions, with the IP address and browser type they were started from, until you sign out or the session expires.",
        `Email verification and password-reset codes, stored hashed, valid for ${codeMinutes} minutes and usable once.`,
        "All of this is kept until you ask us to delete your account.",
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
        "If you subscribe, we keep a record of your subscription (status, plan, price, billing period and the email address it belongs to), the identifiers of payment events we have processed, and a running count of your requests with their estimated cost. We keep these for as long as we need them for accounting and to answer billing questions.",
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
        { term: "Language-model provider (an OpenAI-compatible API)", text: "Receives the text you ask us to rewrite or humanize and the options you chose, to produce the result. Not used for the AI Checker." },
        { term: "Stripe", text: "Handles checkout and subscriptions. Receives your billing email address and the payment details you enter on its checkout page; we never see your full card number." },
        { term: "Resend", text: "Sends our emails. Receives your email address and the content of the email, such as a verification or password-reset code, or a contact-form message sent to our support inbox." },
        { term: "Cloudflare Turnstile", text: "Protects sign-up and sign-in from bots. Receives the captcha token from your browser and your IP address." },
        { term: "Google", text: "Used only if you choose Continue with Google. We receive an ID token from Google with your name and email address and verify it on our server." },
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
        "You can edit your name and email in your profile, delete history entries, and cancel a subscription at any time. To get a copy of your data or to delete your account and everything attached to it, write to us through the contact page. Depending on where you live, you may also have the right to object to processing or to complain to a data protection authority.",
        "The site is not directed at children under 13, and we do not knowingly collect their data.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: ["If we change what we collect or who receives it, we will update this page and the date above before the change takes effect."],
    },
  ],
};
