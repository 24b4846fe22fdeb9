/** Figures and claims shared by the tool pages, rendered from the constants the code enforces. */
import { FREE_OPTION_VALUES, FREE_USES_PER_DAY, WORD_LIMIT_CHECKER, WORD_LIMIT_FREE, WORD_LIMIT_PRO } from "@/lib/limits";
import { OPTION_LISTS } from "@/lib/options";
import { publicConfig } from "@/lib/public-config";
import type { FaqItem } from "./types";

const n = (value: number) => value.toLocaleString("en-US");

export const SITE = publicConfig.siteName;
export const FREE_USES = n(FREE_USES_PER_DAY);
export const FREE_WORDS = n(WORD_LIMIT_FREE);
export const CHECKER_WORDS = n(WORD_LIMIT_CHECKER);
export const PRO_WORDS = n(WORD_LIMIT_PRO);
/** A run's word limit as a prerendered page says it to everyone: the free limit, and Pro's beside it. */
export const RUN_WORDS = `${FREE_WORDS} words (${PRO_WORDS} with Pro)`;
export const CHECK_WORDS = `${CHECKER_WORDS} words (${PRO_WORDS} with Pro)`;
export const LANGUAGE_COUNT = OPTION_LISTS.language.length;
export const LANGUAGES = listOf(OPTION_LISTS.language);
export const FREE_LANGUAGES = listOf(FREE_OPTION_VALUES.language);

export const PRIVACY_CLAIM =
  "Text you run without an account is not stored on our servers. If you are signed in, your inputs and results are kept in your history until you delete them.";

export const LANGUAGE_CLAIM = `The Rewritten Language menu lists ${LANGUAGE_COUNT} languages: ${LANGUAGES}. ${FREE_LANGUAGES} are free. The others are Pro options and need the language-model service this site can be connected to; when it is not connected, the menu marks them as unavailable.`;

export const FAQ_HEADING = "Frequently asked questions";

export function closingCta(tool: { name: string; buttonLabel: string }) {
  return {
    heading: `Try the ${tool.name} now`,
    text: `No sign-up needed: paste your text in the editor above and press ${tool.buttonLabel}.`,
  };
}

export function listOf(items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function privacyFaq(): FaqItem {
  return {
    question: "Do you keep the text I paste?",
    answer: `${PRIVACY_CLAIM} The privacy policy lists every service that receives data and for how long anything is kept.`,
  };
}

export function allowanceFaq(kind: "rewrite" | "detect"): FaqItem {
  if (kind === "detect") {
    return {
      question: "Is the AI Checker free?",
      answer: `Yes. Without an account you get ${FREE_USES} free uses a day, shared by every tool on the site, and each check can be up to ${CHECKER_WORDS} words. The allowance refills 24 hours after your first use. Pro removes the daily limit and raises the limit to ${PRO_WORDS} words per check.`,
    };
  }
  return {
    question: "How much can I use it for free?",
    answer: `You get ${FREE_USES} free uses a day, shared by every tool on the site, with up to ${FREE_WORDS} words per run and no sign-up. The allowance refills 24 hours after your first use. Pro removes the daily limit and raises the limit to ${PRO_WORDS} words per run.`,
  };
}
