/** Chatbot framing around a reply: an opener ("Sure! Here is the rewritten text:"), sign-offs, quotation marks around the whole text. */

const OPENER =
  /^\s*(?:(?:sure|certainly|of course|absolutely|okay|ok|great|alright)\b[!,.]?\s*)?(?:(?:here(?:'s| is| are)|below is|this is)\b[^:\n]{0,80}?\b(?:rewrit|revis|version|text|paraphras|humaniz|result|rephras|translat|edit)[^:\n]{0,40}:|(?:sure|certainly|of course|absolutely)\b[^\n]{0,60}?[!.:]\s*\n)\s*/i;
/**
 * A sentence that talks to the user. "I hope" and "if you have" also open sentences of the text itself ("If you have
 * such great power, why don't you use it?"), so those count only when they offer help or changes.
 */
const SIGN_OFF =
  /^(?:let me know\b|feel free\b|would you like\b|is there anything\b|please let me\b|i can also\b|(?:note|notes):|(?:i hope|hope this|if you (?:need|want|would like|have))\b.*\b(?:help\w*|assist\w*|questions?|changes?|adjust\w*|tweak\w*|revis\w*|edits?|further|anything else|luck)\b)/i;

/** Drops an opener such as "Sure! Here is the rewritten text:" and a leading rule or blank lines. */
export function stripOpener(text: string): string {
  return text.replace(OPENER, "").replace(/^\s*(?:---+|\*\*\*+)\s*\n/, "");
}

/** True for a sentence or paragraph that only talks to the user ("Let me know if you want changes!"). */
export function isSignOff(sentence: string): boolean {
  return SIGN_OFF.test(sentence.trim());
}

/** The reply without chatbot framing: the opener, trailing sign-offs, and quotation marks around the whole text. */
export function stripFraming(reply: string, input: string): string {
  let text = stripOpener(reply).trimEnd();
  for (;;) {
    const last = lastSentenceStart(text);
    if (last === 0 || !isSignOff(text.slice(last))) break;
    text = text.slice(0, last).trimEnd();
  }
  text = text.replace(/\n\s*(?:---+|\*\*\*+)\s*$/, "").trimEnd();
  const wrapped = /^"([^"]*)"$/s.exec(text) ?? /^“([^“”]*)”$/s.exec(text);
  if (wrapped && !/^\s*["“]/.test(input)) text = wrapped[1];
  return text.trim();
}

/** Where the last sentence (or paragraph) of a text starts. */
export function lastSentenceStart(text: string): number {
  let start = 0;
  for (const match of text.matchAll(/[.!?…]["'”’)]*\s+|\n+/g)) {
    const end = match.index + match[0].length;
    if (end < text.length) start = end;
  }
  return start;
}
