import type { Rng } from "./random";
import type { Settings } from "./settings-types";
import { matchCase } from "./text";

const PARTICIPLE =
  /^(?:been|done|seen|gone|had|made|got|gotten|taken|given|found|known|become|come|said|told|built|thought|brought|bought|left|kept|met|lost|won|heard|written|shown|begun|chosen|grown|[a-z]+ed)$/i;

const NEGATIONS: Record<string, string> = {
  "do not": "don't",
  "does not": "doesn't",
  "did not": "didn't",
  "is not": "isn't",
  "are not": "aren't",
  "was not": "wasn't",
  "were not": "weren't",
  "have not": "haven't",
  "has not": "hasn't",
  "had not": "hadn't",
  "will not": "won't",
  "would not": "wouldn't",
  "should not": "shouldn't",
  "could not": "couldn't",
  cannot: "can't",
  "can not": "can't",
  "must not": "mustn't",
};

const PRONOUN_BE: Record<string, string> = {
  "i am": "I'm",
  "you are": "you're",
  "we are": "we're",
  "they are": "they're",
  "he is": "he's",
  "she is": "she's",
  "it is": "it's",
  "that is": "that's",
  "there is": "there's",
  "what is": "what's",
  "who is": "who's",
  "here is": "here's",
  "i will": "I'll",
  "you will": "you'll",
  "we will": "we'll",
  "they will": "they'll",
  "he will": "he'll",
  "she will": "she'll",
  "it will": "it'll",
  "i would": "I'd",
  "we would": "we'd",
  "they would": "they'd",
  "you would": "you'd",
};

const PRONOUN_HAVE: Record<string, string> = {
  "i have": "I've",
  "you have": "you've",
  "we have": "we've",
  "they have": "they've",
};

const EXPANSIONS: Record<string, string> = {
  "won't": "will not",
  "can't": "cannot",
  "shan't": "shall not",
  "let's": "let us",
  "i'm": "I am",
  ...Object.fromEntries(
    Object.entries(NEGATIONS)
      .filter(([full]) => full !== "can not" && full !== "cannot")
      .map(([full, short]) => [short, full]),
  ),
};

function apostropheStyle(text: string): string {
  return text.includes("’") && !text.includes("'") ? "’" : "'";
}

function withApostrophe(word: string, style: string): string {
  return style === "'" ? word : word.replace(/'/g, style);
}

/** Text before a word that opens a clause: "here is" contracts there ("Here's the menu"), not after a noun ("every sandwich here is huge"). */
const CLAUSE_START = /(?:^|[,;:(—–-]\s*|\b(?:and|but|or|so|because|if|when|as|while|since|although|though|then|now|well|oh|yes|no)\s+)$/i;

/** Scripture and old verse ("when thou wentest after me… a land that was not sown") take no modern contractions. */
const ARCHAIC = /\b(?:thou|thee|thy|thine|ye|hath|doth|unto|shalt|wilt|hast|art thou|wherewith|thereof)\b/i;

/** Contracts auxiliaries ("do not" → "don't", "it is" → "it's") where the contraction cannot end a clause. */
export function contract(sentence: string, settings: Settings, rng: Rng): string {
  if (ARCHAIC.test(sentence)) return sentence;
  const style = apostropheStyle(sentence);
  // "I know who they are." / "the person I am today." / "who I am I just want…" — a clause-final auxiliary
  // cannot contract, and one followed by a new subject ends its clause.
  const keep = (rest: string) =>
    /^\s*(?:$|[,.;:!?)]|(?:today|now|here|there|too|again|anymore|yet|still|tonight|already|not)\s*(?:$|[,.;:!?)])|(?:i|you|he|she|we|they)\b)/i.test(
      rest,
    );
  let out = sentence.replace(/^Let us\b/, `Let${style}s`);
  out = out.replace(
    /\b(i|you|we|they|he|she|it|that|there|what|who|here) (am|are|is|will|would)\b/gi,
    (whole, subject: string, verb: string, offset: number, full: string) => {
      const short = PRONOUN_BE[`${subject.toLowerCase()} ${verb.toLowerCase()}`];
      const rest = full.slice(offset + whole.length);
      // "they will not" reads better as "they won't" than "they'll not".
      if (/^w/i.test(verb) && /^\s+not\b/i.test(rest)) return whole;
      // "A way of knowing that is by adding…": a "that", "here" or "there" mid-clause is no subject to contract with.
      if (
        !short ||
        keep(rest) ||
        (/^(?:here|there|that)$/i.test(subject) && !CLAUSE_START.test(full.slice(0, offset))) ||
        !rng.chance(settings.contractRate)
      )
        return whole;
      // "some of it is absorbed": after a preposition the pronoun is an object, and the verb is the subject's.
      if (/\b(?:of|to|for|with|about|from|in|on|at|by|than|like)\s+$/i.test(full.slice(0, offset))) return whole;
      // "…overwhelmed as it is When a student…": a capital after it starts a sentence whose stop the writer left out
      // (held as a name, it is a placeholder here).
      if (/^\s+(?:[A-Z]|\uE000)/.test(rest)) return whole;
      // "the harder it is to use", "how easy it is to…": mid-clause, before an infinitive, "it's" does not read.
      if (/^\s+to\b/i.test(rest) && !CLAUSE_START.test(full.slice(0, offset))) return whole;
      return withApostrophe(matchCase(subject, short), style);
    },
  );
  out = out.replace(/\b(i|you|we|they) have (\w+)/gi, (whole, subject: string, next: string) => {
    const short = PRONOUN_HAVE[`${subject.toLowerCase()} have`];
    if (!short || !PARTICIPLE.test(next) || !rng.chance(settings.contractRate)) return whole;
    return `${withApostrophe(matchCase(subject, short), style)} ${next}`;
  });
  return out.replace(
    /\b(do|does|did|is|are|was|were|have|has|had|will|would|should|could|must|can) not\b|\bcannot\b/gi,
    (whole: string, _aux, offset: number, full: string) => {
      const short = NEGATIONS[whole.toLowerCase()];
      if (!short || keep(full.slice(offset + whole.length)) || !rng.chance(settings.contractRate)) return whole;
      return withApostrophe(matchCase(whole, short), style);
    },
  );
}

/**
 * "have got" of possession or need ("you've got a question", "we've got to go"): spelled out, it reads as "have",
 * since "have got" is no formal English. "I've got used to it" (become) is another verb, and keeps its contraction.
 */
const GOT_FOR_HAVE =
  "(?:(?<=['’](?:ve|s)) got(?= (?:to|a|an|the|any|some|no|enough|plenty|lots|nothing|something|anything|everything|my|your|his|her|its|our|their|this|that|these|those|it|them|one|two|three|\\d)\\b))?";
const CONTRACTION = new RegExp(`\\b([A-Za-z]+)['’](s|d|ll|re|ve|m|t)\\b${GOT_FOR_HAVE}`, "g");

/** Expands contractions for formal registers; "'s" and "'d" pick "has"/"had" before a participle. */
export function expand(sentence: string): string {
  return sentence.replace(CONTRACTION, (whole, stem: string, suffix: string, offset: number, full: string) => {
    const after = full.slice(offset + whole.length);
    if (suffix === "ve" || suffix === "s") {
      if (whole.endsWith(" got"))
        return /^(?:i|you|we|they|he|she|it|that|there|who)$/i.test(stem) ? `${stem} ${suffix === "ve" ? "have" : "has"}` : whole;
      if (/^ got\b/i.test(after)) return whole;
    }
    const key = `${stem}'${suffix}`.toLowerCase();
    const next = /^\s+(\w+)/.exec(after)?.[1] ?? "";
    let expanded: string | undefined = EXPANSIONS[key];
    if (!expanded && key.endsWith("n't")) return whole;
    if (!expanded && /^(?:he|she|it|that|there|what|who|here|where|how)$/i.test(stem)) {
      if (suffix === "s") expanded = `${stem} ${PARTICIPLE.test(next) && next !== "used" ? "has" : "is"}`;
      if (suffix === "d") expanded = `${stem} ${PARTICIPLE.test(next) || next === "better" ? "had" : "would"}`;
      if (suffix === "ll") expanded = `${stem} will`;
    }
    if (!expanded && /^(?:i|you|we|they)$/i.test(stem)) {
      const verbs: Record<string, string> = {
        ll: "will",
        re: "are",
        ve: "have",
        m: "am",
        d: PARTICIPLE.test(next) || next === "better" ? "had" : "would",
      };
      if (verbs[suffix]) expanded = `${stem} ${verbs[suffix]}`;
    }
    if (!expanded) return whole;
    return /^I\b/.test(stem) ? `I${expanded.slice(1)}` : matchCase(stem, expanded);
  });
}
