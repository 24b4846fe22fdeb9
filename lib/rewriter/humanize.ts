import type { Rng } from "./random";
import type { Settings } from "./settings";
import { capitalizeFirst, matchCase } from "./text";

type Replacer = (rng: Rng, match: string, groups: string[], before: string) => string;

interface StockRule {
  pattern: RegExp;
  replace: Replacer;
}

const MODAL_BEFORE = /\b(?:to|can|could|will|would|should|may|might|must|also)\s+$/i;

/** Picks the form of "be" that agrees with a replaced verb ("plays" → "is", "played" → "was"). */
function beFor(verb: string, before: string): string | null {
  const lower = verb.toLowerCase();
  if (lower.endsWith("ing")) return null;
  if (lower.endsWith("ed") || lower === "stood") return "was";
  if (lower.endsWith("s")) return "is";
  return MODAL_BEFORE.test(before) ? "be" : "are";
}

const PRESENT_3SG: Record<string, string> = { is: "shows", was: "showed", be: "show", are: "show" };

const STOCK_RULES: readonly StockRule[] = [
  {
    pattern: /^(?:In today's|In today’s|In the modern|In this) (?:[\w-]+ ){0,3}(?:world|age|society|era|landscape|climate|environment|economy|day and age),\s*/i,
    replace: (rng) => rng.pick(["", "Today, ", "These days, "]),
  },
  {
    pattern: /^(?:It is|It's|It’s) (?:important|worth|crucial|essential|vital|interesting|noteworthy|imperative) (?:to note|noting|to remember|to mention|mentioning|to highlight|to recognize|to recognise|to understand|to consider|to emphasize|to emphasise|pointing out) that\s+/i,
    replace: () => "",
  },
  { pattern: /\b(?:it is|it's|it’s) (?:worth noting|important to note|no secret) that\s+/i, replace: () => "" },
  { pattern: /^It goes without saying that\s+/i, replace: (rng) => rng.pick(["Clearly, ", "Of course, "]) },
  {
    pattern: /\b(plays|play|played|playing) an? (?:crucial|vital|pivotal|key|significant|critical|central|major|important|essential|fundamental|instrumental) (?:role|part) in\b/i,
    replace: (rng, match, [verb], before) => {
      const be = beFor(verb, before);
      return be ? `${be} ${rng.pick(["central to", "key to"])}` : match;
    },
  },
  {
    pattern: /\b(stands|stand|stood|serves|serve|served) as an? (?:testament|reminder|example) (?:to|of)\b/i,
    replace: (rng, match, [verb], before) => {
      const be = beFor(verb, before);
      return be ? PRESENT_3SG[be] : match;
    },
  },
  { pattern: /\ba testament to\b/i, replace: (rng) => rng.pick(["proof of", "a sign of"]) },
  {
    pattern: /\b(navigate|navigates|navigated|navigating) the (?:complexities|intricacies) of\b/i,
    replace: (rng, match, [verb]) => {
      const forms: Record<string, string> = { navigate: "deal with", navigates: "deals with", navigated: "dealt with", navigating: "dealing with" };
      return forms[verb.toLowerCase()] ?? match;
    },
  },
  { pattern: /\bin the realm of\b/i, replace: (rng) => rng.pick(["in", "in the world of"]) },
  { pattern: /\ban? (?:myriad|plethora|multitude) of\b/i, replace: (rng) => rng.pick(["many", "lots of", "a wide range of"]) },
  { pattern: /\ban? (?:wide |vast |diverse )?array of\b/i, replace: (rng) => rng.pick(["a range of", "many"]) },
  {
    pattern: /\b(?:unlock|harness|leverag(?=e|ing)|reali[sz](?=e|ing))(e|s|es|ed|ing)? the (?:full )?potential of\b/i,
    replace: (rng, match, [suffix]) => {
      const forms: Record<string, string> = { s: "makes", es: "makes", ed: "made", ing: "making" };
      return `${forms[(suffix ?? "").toLowerCase()] ?? "make"} the most of`;
    },
  },
  {
    pattern: /\b(pave|paves|paved|paving) the way for\b/i,
    replace: (rng, match, [verb]) => {
      const forms: Record<string, string> = { pave: "open", paves: "opens", paved: "opened", paving: "opening" };
      return `${forms[verb.toLowerCase()] ?? "open"} the door to`;
    },
  },
  // "is at the forefront of X" → "is leading X"; after another verb ("stands at the forefront of") "leading"
  // would not read, so only a form of "be" may come before.
  { pattern: /\b(is|are|was|were|be|been|being|'s|'re) at the forefront of\b/i, replace: (rng, match, [be]) => `${be} leading` },
  { pattern: /\bcannot be overstated\b/i, replace: () => "is hard to overstate" },
  { pattern: /\b(?:crucial|vital|pivotal|paramount|imperative) (to|that|for)\b/i, replace: (rng, match, [word]) => `important ${word}` },
  { pattern: /\b(dive|dives|dived|diving) (?:deep |deeper )?into\b/i, replace: (rng, match, [verb]) => `${{ dive: "dig", dives: "digs", dived: "dug", diving: "digging" }[verb.toLowerCase()] ?? "dig"} into` },
  { pattern: /^When it comes to\b/, replace: () => "As for" },
  { pattern: /\bwhen it comes to\b/i, replace: (rng) => rng.pick(["with", "for"]) },
];

/** Rewrites stock AI phrasing; whole rule matches only, so nothing outside the phrase moves. */
export function removeStockPhrases(sentence: string, settings: Settings, rng: Rng): string {
  let out = sentence;
  for (const rule of STOCK_RULES) {
    const match = rule.pattern.exec(out);
    if (!match || !rng.chance(settings.stockRate)) continue;
    const before = out.slice(0, match.index);
    const replacement = rule.replace(rng, match[0], match.slice(1), before);
    const after = out.slice(match.index + match[0].length);
    if (match.index === 0) {
      if (after.split(/\s+/).length < 3) continue;
      out = replacement ? matchCase(match[0], replacement) + after : capitalizeFirst(after);
    } else {
      out = before + replacement + after;
    }
  }
  return out;
}

/** "not only fast but also cheap" → "fast and cheap". */
export function flattenNotOnly(sentence: string): string {
  return sentence.replace(/\bnot only ([^,;.]+?),? but also\b/i, "$1 and");
}

/** Em dashes are a strong machine-writing tell; commas read as more natural in most cases. */
export function softenDashes(sentence: string): string {
  return sentence.replace(/\s*—\s*/g, ", ").replace(/\s+–\s+/g, ", ");
}
