import type { Rng } from "./random";
import type { Settings } from "./settings";
import { capitalizeFirst, matchCase } from "./text";

const REDUNDANT: readonly [RegExp, string][] = [
  [/\beach and every\b/gi, "every"],
  [/\bfirst and foremost\b/gi, "first"],
  [/\bend result\b/gi, "result"],
  [/\bfinal outcome\b/gi, "outcome"],
  [/\bpast history\b/gi, "history"],
  [/\bfuture plans\b/gi, "plans"],
  [/\bbasic fundamentals\b/gi, "fundamentals"],
  [/\bunexpected surprise\b/gi, "surprise"],
  [/\bcompletely (eliminat(?:e|es|ed|ing))\b/gi, "$1"],
  [/\badvance planning\b/gi, "planning"],
  [/\badded bonus\b/gi, "bonus"],
  [/\bfree gift\b/gi, "gift"],
  [/\btrue fact\b/gi, "fact"],
  [/\b(join|joined|joins|combine|combined|combines|collaborate|collaborated|collaborates) together\b/gi, "$1"],
  [/\b(repeat|repeated|repeats) again\b/gi, "$1"],
  [/\b(return|returned|returns|revert|reverted|reverts) back\b/gi, "$1"],
  [/\bnew innovations?\b/gi, "innovation"],
  [/\bperiod of time\b/gi, "period"],
  [/\bvarious different\b/gi, "various"],
  [/\bin my personal opinion\b/gi, "in my opinion"],
  [/\ba total of (?=\uE000)/gi, ""],
  [/\b(over|for|during) a period of (?=\uE000)/gi, "$1 "],
  [/\b(am|is|are|was|were) in the process of (\w+ing)\b/gi, "$1 $2"],
];

const FILLER_RE = /(?<=\S )(very|really|quite|basically|actually|literally|simply|definitely|certainly|truly|totally|absolutely|extremely|highly|somewhat|fairly|just) (?=([a-z]+))/gi;
const KEEP_AFTER: Record<string, RegExp> = {
  very: /^(?:much|many|few|little|own|first|last|best|same|least|end|beginning|start)$/,
  quite: /^(?:a|an|the|some)$/,
  just: /^(?:as|like|because|in|about|now|then|one|enough|right|how|what|why|a|an|the|after|before|to)$/,
  simply: /^(?:put|because|by)$/,
};

/** "argue that the changes" → "argue the changes": the complementizer is optional after these verbs. */
const COMPLEMENTIZER = /\b(argue|argues|argued|say|says|said|think|thinks|thought|believe|believes|believed|know|knows|knew|suggest|suggests|suggested|hope|hopes|hoped|claim|claims|claimed) that (?=(?:the|a|this|these|those|we|they|he|she|it|there|our|their|its|his|her|many|most|some|i|you)\b)/gi;

export const HEDGE_RE = /^(?:I think|I believe|I feel like|I guess|I feel that|In my opinion,|It seems(?: that)?|It appears(?: that)?)(?: that)?\s+/i;

/** Drops filler intensifiers, hedges and redundant pairs ("each and every", "return back"). */
export function shorten(sentence: string, settings: Settings): string {
  let out = sentence;
  for (const [pattern, replacement] of REDUNDANT) out = out.replace(pattern, (whole, ...groups: unknown[]) => matchCase(whole, replacement.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1]))));
  out = out.replace(FILLER_RE, (whole, word: string, next: string, offset: number, full: string) => {
    const before = full.slice(Math.max(0, offset - 5), offset).toLowerCase();
    if (KEEP_AFTER[word.toLowerCase()]?.test(next) || /\bnot $/.test(before)) return whole;
    return "";
  });
  out = out.replace(COMPLEMENTIZER, "$1 ");
  if (settings.length === "concise") {
    out = out.replace(/,? (?:in my opinion|of course|as you know|as we know|to be honest|needless to say),?/gi, "");
    const hedge = HEDGE_RE.exec(out);
    if (hedge && out.slice(hedge[0].length).split(" ").length >= 3) out = capitalizeFirst(out.slice(hedge[0].length));
  }
  return out;
}

const REPORTING = /\b(think|thinks|thought|believe|believes|believed|said|say|says|know|knows|knew|realize|realized|realise|realised|hope|hoped|hopes|suggest|suggests|suggested|feel|feels|felt) (I|we|they|he|she|there)\b/g;
const MODAL = /\b(I|we|you|they|he|she) (can|must|will|should) (?=[a-z])/gi;
const LONGER: readonly [RegExp, string][] = [
  [/(?<!\b(?:how|so|too|as|very) )\bmany (?=[a-z]+s\b)/gi, "a great many "],
  [/\bseveral (?!of\b)/gi, "a number of "],
  [/\bsoon\b(?! (?:after|as|enough)\b)/gi, "before long"],
  [/\ba lot\b(?! of\b)/gi, "a great deal"],
  [/\bnow\b(?! (?:that|and then)\b)/gi, "at this point"],
];

function modalPhrase(subject: string, modal: string): string {
  const singular = /^(?:he|she)$/i.test(subject);
  const first = subject === "I";
  const be = first ? "am" : singular ? "is" : "are";
  switch (modal.toLowerCase()) {
    case "can":
      return `${be} able to`;
    case "must":
      return `${singular ? "has" : "have"} to`;
    case "will":
      return `${be} going to`;
    default:
      return "ought to";
  }
}

/** Modest lengthening: explicit "that" after reporting verbs, fuller modal and quantity phrasing. */
export function extend(sentence: string, rng: Rng): string {
  let out = sentence
    .replace(REPORTING, (whole, verb: string, subject: string) => (rng.chance(0.7) ? `${verb} that ${subject}` : whole))
    .replace(MODAL, (whole, subject: string, modal: string) => (rng.chance(0.6) ? `${subject} ${modalPhrase(subject, modal)} ` : whole));
  for (const [pattern, longer] of LONGER) out = out.replace(pattern, (whole) => (rng.chance(0.6) ? matchCase(whole, longer) : whole));
  return out;
}
