import { SITE } from "@/content/marketing/facts";
import { FREE_USES_PER_DAY, MONEY_BACK_GUARANTEE_DAYS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import type { ContentPageCopy } from "./types";

export const terms: ContentPageCopy = {
  title: "Terms of Service",
  description: `The terms for using ${SITE}'s rewriting, humanizing and AI-detection tools, including academic integrity, Pro subscriptions and refunds.`,
  heading: "Terms of Service",
  intro: `These terms apply when you use ${SITE}. By using the site you agree to them. If you do not agree, please do not use the site.`,
  updated: "2026-11-21",
  sections: [
    {
      heading: "The service",
      paragraphs: [
        `${SITE} provides online tools to rewrite, paraphrase and humanize text and to estimate how likely a text is to be AI-written. Free use is limited to ${FREE_USES_PER_DAY} uses a day and a word limit per use; Pro subscribers get higher limits and extra options. We may change, add or remove features over time.`,
      ],
    },
    {
      heading: "Academic integrity",
      paragraphs: [
        MESSAGES.academicDisclaimer,
        "You are responsible for following the rules of your school, publisher or employer on AI tools, paraphrasing and citation.",
      ],
    },
    {
      heading: "Acceptable use",
      list: [
        "Do not use the tools to plagiarise, to deceive people about who wrote a text where that matters, or to produce spam, fraud, harassment or unlawful content.",
        "Do not try to get around the daily allowance or word limits, overload the service, or access it by automated means other than our documented API.",
        "Do not submit content you have no right to use, or personal data of others without a lawful basis.",
      ],
    },
    {
      heading: "Your content",
      paragraphs: [
        "You keep all rights to the text you submit and to the results. You give us permission to process your text only to provide the service, as described in our privacy policy.",
      ],
    },
    {
      heading: "No guarantees about results",
      list: [
        "Rewrites are generated automatically. Check them for accuracy and meaning before you use them.",
        "AI-detection scores are statistical estimates that can be wrong. Never treat a score as proof that someone did or did not use AI.",
        "We do not guarantee that any text will pass any AI detector.",
      ],
    },
    {
      heading: "Accounts",
      paragraphs: [
        "Keep your password private and tell us if you think your account has been misused. We may suspend accounts that break these terms.",
      ],
    },
    {
      heading: "Pro subscriptions, cancellation and refunds",
      list: [
        "Pro is billed in advance, monthly or yearly, through our payment provider, and renews automatically until you cancel.",
        "You can cancel at any time from the Billing tab of your profile; Pro stays active until the end of the period you paid for.",
        `If you are not satisfied, ask for a refund within ${MONEY_BACK_GUARANTEE_DAYS} days of a payment through the contact page and we will refund it in full.`,
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "The service is provided as it is. To the extent the law allows, we are not liable for indirect or consequential losses, or for losses caused by relying on a rewrite or a detection score. Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: ["We may update these terms. The date above shows the latest version; continued use after a change means you accept it."],
    },
    { heading: "Contact", paragraphs: ["Questions about these terms are welcome through the contact page."] },
  ],
};
