import { SITE } from "@/content/marketing/facts";

export const contact = {
  title: "Contact",
  description: `Send ${SITE} a question, a bug report or a refund request. We answer every message by email.`,
  heading: "Contact us",
  intro: "Questions, bug reports, billing and refund requests, or ideas for a tool: send us a message and we will reply by email.",
  privacyNote: "We use your name and email address only to answer your message. See the privacy policy for details.",
  success: { heading: "Thanks, your message is on its way.", text: "We will reply to the email address you gave us." },
  sendAnother: "Send another message",
  labels: { name: "Your name", email: "Email address", message: "Message" },
  offline: "You seem to be offline. Please check your connection and try again.",
  failed: "Your message could not be sent. Please try again.",
  submit: "Send message",
  sending: "Sending…",
};
