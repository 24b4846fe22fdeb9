import type { Rng } from "./random";
import type { Settings } from "./settings-types";
import { plainWords } from "./humanize-words";
import { contract } from "./style";
import { capitalizeFirst, matchCase } from "./text";

type Replacer = (rng: Rng, match: string, groups: string[], before: string, after: string) => string;

interface StockRule {
  pattern: RegExp;
  replace: Replacer;
}

const MODAL_BEFORE = /\b(?:to|can|could|will|would|should|may|might|must|also)\s+$/i;

/** Picks the form of "be" that agrees with a replaced verb ("plays" → "is", "played" → "was"). */
/**
 * "was" or "were" for the subject just before a past verb: "The code talkers played…" → "were". Unknown (a
 * relative pronoun, a name, a mass noun ending in "s") → null, and the phrase stays.
 */
function pastBeFor(before: string): "was" | "were" | null {
  const subject = /([A-Za-z']+)\s*$/.exec(before)?.[1]?.toLowerCase();
  if (!subject || /^(?:which|that|who|whom)$/.test(subject)) return null;
  if (/^(?:they|we|you|these|those|both|many|several|others)$/.test(subject)) return "were";
  if (/^(?:he|she|it|this|one|i)$/.test(subject)) return "was";
  if (/(?:ss|us|is|ics|news|series)$/.test(subject)) return null;
  return subject.endsWith("s") ? "were" : "was";
}

function beFor(verb: string, before: string): string | null {
  const lower = verb.toLowerCase();
  if (lower.endsWith("ing")) return null;
  if (lower.endsWith("ed") || lower === "stood") return pastBeFor(before);
  if (lower.endsWith("s")) return "is";
  return MODAL_BEFORE.test(before) ? "be" : "are";
}

const PRESENT_3SG: Record<string, string> = { is: "shows", was: "showed", were: "showed", be: "show", are: "show" };

/**
 * An empty frame goes, unless a second "that" clause hangs on it: "…remember that m2 < m1 and that, if they
 * tie, …" would leave "and that" with nothing to attach to.
 */
const keepsSecondThat: Replacer = (rng, match, groups, before, after) => (/\band that\b/i.test(after) ? match : "");

const STOCK_RULES: readonly StockRule[] = [
  {
    pattern:
      /^(?:In today's|In today’s|In the modern|In this) (?:[\w-]+ ){0,3}(?:world|age|society|era|landscape|climate|environment|economy|day and age),\s*/i,
    replace: (rng) => rng.pick(["", "Today, ", "These days, "]),
  },
  {
    pattern:
      /^(?:It is|It's|It’s) (?:important|worth|crucial|essential|vital|interesting|noteworthy|imperative) (?:to note|noting|to remember|to mention|mentioning|to highlight|to recognize|to recognise|to understand|to consider|to emphasize|to emphasise|pointing out) that\s+/i,
    replace: keepsSecondThat,
  },
  {
    pattern:
      /\b(?:it is|it's|it’s) (?:worth (?:noting|mentioning|remembering)|(?:important|essential|crucial|vital) to (?:note|remember|mention|point out|recognize|understand)|no secret) that\s+/i,
    replace: keepsSecondThat,
  },
  { pattern: /^It goes without saying that\s+/i, replace: (rng) => rng.pick(["Clearly, ", "Of course, "]) },
  {
    pattern:
      /\b(plays|play|played|playing) an? (?:crucial|vital|pivotal|key|critical|central|essential|fundamental|instrumental) (?:role|part) in\b/i,
    replace: (rng, match, [verb], before, after) => {
      // "plays a key role in dialogue systems to monitor the goal": the purpose or means after the noun belongs to
      // "plays a role", and "is central to dialogue systems to monitor" does not read.
      if (/^[^,.;:]*? (?:to|by) (?!(?:the|a|an|this|that|these|those|its|their|our|his|her|my|your)\b)[a-z]+/i.test(after)) return match;
      const be = beFor(verb, before);
      return be ? `${be} ${rng.pick(["central to", "key to"])}` : match;
    },
  },
  {
    // "stood as a testament to X" → "showed X"; "stood as a reminder of X" → "was a reminder of X" (it showed nothing).
    pattern: /\b(stands|stand|stood|serves|serve|served) as (an? (testament|reminder|example) (?:to|of))\b/i,
    replace: (rng, match, [verb, phrase, noun], before) => {
      const be = beFor(verb, before);
      if (!be) return match;
      return noun.toLowerCase() === "testament" ? PRESENT_3SG[be] : `${be} ${phrase}`;
    },
  },
  { pattern: /\ba testament to\b/i, replace: (rng) => rng.pick(["proof of", "a sign of"]) },
  {
    pattern: /\b(navigate|navigates|navigated|navigating) the (?:complexities|intricacies) of\b/i,
    replace: (rng, match, [verb]) => {
      const forms: Record<string, string> = {
        navigate: "deal with",
        navigates: "deals with",
        navigated: "dealt with",
        navigating: "dealing with",
      };
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
  // "critical", not "important": "crucial to our knowledge" is a stronger claim than "important to" it.
  { pattern: /\b(?:crucial|vital|pivotal|paramount|imperative) (to|that|for)\b/i, replace: (rng, match, [word]) => `critical ${word}` },
  {
    pattern: /\b(dive|dives|dived|diving) (?:deep |deeper )?into\b/i,
    // "offers a deep dive into" is the noun, and "a deep dig into" does not read.
    replace: (rng, match, [verb], before) =>
      /\b(?:a|an|the|deep|deeper)\s+$/i.test(before)
        ? match
        : `${{ dive: "dig", dives: "digs", dived: "dug", diving: "digging" }[verb.toLowerCase()] ?? "dig"} into`,
  },
  { pattern: /\bin order to\b/i, replace: () => "to" },
  { pattern: /\bdue to the fact that\b/i, replace: () => "because" },
  { pattern: /\ba (?:significant|substantial|large) number of\b/i, replace: () => "many" },
  {
    // Not for a law or a bare "This": "This inequality ensures that…" and "This [law] ensures that even the
    // government…" make sure of nothing. "that" stays before a phrase that is not the clause's subject ("make sure
    // that at the start of the next hour, …" would first read as making sure at that hour).
    pattern: /\b(ensure|ensures|ensured|ensuring) that\b/i,
    replace: (rng, match, [verb], before, after) => {
      if (
        /(?:^|[,;:]\s*|\b(?:this|that|it|which)\s+|\b(?:inequality|theorem|lemma|law|principle|equation|identity|property|condition|constraint|bound|axiom)\s+)$/i.test(
          before,
        )
      )
        return match;
      const forms: Record<string, string> = { ensure: "make", ensures: "makes", ensured: "made", ensuring: "making" };
      const subjectFollows =
        /^\s*(?:the|a|an|this|that|these|those|it|they|we|you|he|she|i|all|every|each|no|our|their|your|his|her|its|my|\uE000)\b/i.test(
          after,
        );
      return `${forms[verb.toLowerCase()] ?? "make"} sure${subjectFollows ? "" : " that"}`;
    },
  },
  // "The park serves as a hub" → "The park is a hub". Not "served": "was" or "were" hangs on the subject.
  {
    pattern: /\b(serves|serve) as (an?|the)\b/i,
    replace: (rng, match, [verb, article], before) => {
      const be = beFor(verb, before);
      return be ? `${be} ${article}` : match;
    },
  },
  // Only opening a sentence: "preferences when it comes to body shape" is not "preferences with body shape".
  { pattern: /^When it comes to\b/, replace: () => "As for" },
];

/** Rewrites stock AI phrasing; whole rule matches only, so nothing outside the phrase moves. */
export function removeStockPhrases(sentence: string, settings: Settings, rng: Rng): string {
  let out = sentence;
  for (const rule of STOCK_RULES) {
    const match = rule.pattern.exec(out);
    if (!match || !rng.chance(settings.stockRate)) continue;
    const before = out.slice(0, match.index);
    const after = out.slice(match.index + match[0].length);
    const replacement = rule.replace(rng, match[0], match.slice(1), before, after);
    if (match.index === 0) {
      if (after.split(/\s+/).length < 3) continue;
      out = replacement ? matchCase(match[0], replacement) + after : capitalizeFirst(after);
    } else {
      out = before + replacement + after;
    }
  }
  return out;
}

/** An inverted "Not only does it…" needs its auxiliary back in place; these are left as written. */
const INVERTED_AUXILIARY = /^(?:do|does|did|is|are|was|were|has|have|had|can|could|will|would|should|may|might|must)\b/i;

/**
 * "not only fast but also cheap" → "fast and cheap"; "It not only cuts costs, but it also saves time" →
 * "It cuts costs, and it also saves time".
 */
export function flattenNotOnly(sentence: string): string {
  const match = /\bnot only ([^,;.]+?)(,? but (?:(it|they|he|she|we|you|this|these|that) )?also\b)/i.exec(sentence);
  if (!match || INVERTED_AUXILIARY.test(match[1])) return sentence;
  const joint = match[3] ? `, and ${match[3]} also` : " and";
  return sentence.slice(0, match.index) + match[1] + joint + sentence.slice(match.index + match[0].length);
}

/** Stock openers an editor cuts outright: the sentence says the same without them. */
const DROPPED_OPENER =
  /^(?:Additionally|Furthermore|Moreover|In addition|Overall|Importantly|Notably|Interestingly|In conclusion|In summary|To summarize|To sum up|In essence|Essentially),\s+/;
/** Stock openers that carry a link (result, contrast) the plain word keeps. */
const PLAIN_OPENERS: Record<string, string> = {
  Consequently: "So",
  "As a result": "So",
  Therefore: "So",
  Thus: "So",
  Hence: "So",
  However: "But",
  Nevertheless: "Still,",
  Nonetheless: "Still,",
};
const LINKING_OPENER = new RegExp(`^(${Object.keys(PLAIN_OPENERS).join("|")}),\\s+`);

/**
 * "Moreover, the plan works." → "The plan works."; "Therefore, we left." → "So we left." Formal registers keep
 * "However," and "Therefore,", whose plain forms open sentences more casually than such text allows.
 */
export function plainOpener(sentence: string, settings: Settings): string | null {
  const dropped = DROPPED_OPENER.exec(sentence);
  const linking = dropped ? null : LINKING_OPENER.exec(sentence);
  const match = dropped ?? linking;
  if (!match) return null;
  const rest = sentence.slice(match[0].length);
  // A short remainder ("Overall, it works.") leans on its opener; so does one that is not a plain clause.
  if (rest.split(/\s+/).length < 4 || !/^[a-z\uE000]/.test(rest)) return null;
  if (dropped) return capitalizeFirst(rest);
  if (settings.registers.has("f")) return null;
  return `${PLAIN_OPENERS[match[1]]} ${rest}`;
}

/** Em dashes are a strong machine-writing tell; commas read as more natural in most cases. */
/**
 * A dash between words, before a phrase: "a varied menu — a truly rich one" → ", a truly rich one". Not before a
 * clause ("Mary— she's all over the place" would become a comma splice) nor outside words ("United States,
 * — U.S. —, 111 S.Ct." is a legal citation's blank).
 */
const SOFT_DASH = /(?<=[A-Za-z0-9)])(?:\s*—\s*|\s+–\s+)(?=[a-z])(?!(?:i|you|he|she|it|we|they|this|that|there|these|those)(?:['’]\w+)?\s)/g;

export function softenDashes(sentence: string): string {
  return sentence.replace(SOFT_DASH, ", ");
}

/**
 * The editor's sentence-level moves in one pass: a stock opener cut or made plain, "not only … but also"
 * flattened, words AI overuses made plain, and every contraction the tone allows.
 */
export function editSentence(sentence: string, settings: Settings, rng: Rng): string {
  let out = plainOpener(sentence, settings) ?? sentence;
  out = plainWords(flattenNotOnly(out));
  return settings.contractions === "contract" ? contract(out, { ...settings, contractRate: 1 }, rng) : out;
}
