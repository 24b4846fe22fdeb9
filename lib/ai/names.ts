import { distance } from "fastest-levenshtein";
import { protectedSpans } from "@/lib/rewriter/protect";
import LOWERCASE_WORDS from "./data/lowercase-words.json";
import { canonicalText } from "./equivalence";
import { COMMON_ENDING, isListedName, isListedWord } from "./words";
import { escapeRegExp } from "@/lib/language/regex";

/**
 * The names of a text (people, places, organisations, titles, named methods, acronyms, a grade such as "A+"), for
 * the reply guards: a rewrite keeps every name of the text and brings in none of its own (lib/ai/guards/). A
 * name is a capitalised word or run of them inside a sentence ("Doctors Without Borders", "Zeta-Jones"), an
 * acronym ("AP"), a word with inner capitals ("SparseMAP"), or a word at a sentence's start that the word lists
 * know as a name ("Pete"). Pure functions.
 */

const LOWERCASE = new Set<string>(LOWERCASE_WORDS);

/** A common word, in any of its forms ("Company", "Installation", "Nonetheless", "We'll"), whatever its capital. */
function isCommonWord(word: string): boolean {
  const known = (w: string) => isListedWord(w) || LOWERCASE.has(w);
  if (known(word) || known(word.replace(/s$/, "")) || (COMMON_ENDING.test(word) && !isListedName(word))) return true;
  const contraction = /^(\p{L}+)['’](?:ll|re|ve|d|s|t|m)$/u.exec(word);
  return contraction !== null && known(contraction[1]!);
}

/** Abbreviations whose period ends no sentence ("St. Pete", "Perreca v. Gluck"), and titles, which belong to the name they precede. */
const ABBREVIATION =
  /^(?:st|dr|mr|mrs|ms|prof|jr|sr|vs?|etc|no|inc|ltd|co|mt|ft|gen|col|lt|sgt|rev|gov|sen|rep|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|fig|eq|al|eds?|vol|pp|cf|ex|aff|[a-z])$/i;
const TITLE = /^(?:st|dr|mr|mrs|ms|prof|mt|ft|gen|col|lt|sgt|rev|gov|sen|rep)$/i;
/** Chat shorthand and interjections in capitals ("LOL", "BYOB", "WOO HOO"): no names. */
const SHORTHAND = new Set(
  "lol omg imo imho btw wrt byob xoxo tbh fyi asap aka diy rsvp ps ok lmao rofl idk smh ttyl brb rar yay np thx pls nsfw tldr afaik iirc ftw wtf eta ha haha hehe woo hoo wow ugh argh hmm oops whoa yo yum aww".split(
    " ",
  ),
);
/**
 * A text whose sentences run this many words on average has lost its periods (an export of a filing, lyrics): a
 * capital after a lowercase word there most likely starts a sentence.
 */
const RUN_ON_SENTENCE_WORDS = 45;

interface Token {
  word: string;
  start: number;
  end: number;
  /** Starts a sentence, line, list item or clause after a colon: its capital says nothing. */
  initial: boolean;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let end = 0;
  let previous = "";
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’&.-][\p{L}\p{N}]+)*(?:\+(?![\p{L}\p{N}]))?/gu)) {
    const between = text.slice(end, match.index);
    const initial = end === 0 || /\n|[!?:;…]|^\s*[-*•]| {2,}/.test(between) || (between.includes(".") && !ABBREVIATION.test(previous));
    tokens.push({ word: match[0], start: match.index, end: match.index + match[0].length, initial });
    end = match.index + match[0].length;
    previous = match[0];
  }
  const sentences = text.split(/[.!?\n]+/).filter((s) => s.trim()).length;
  if (tokens.length / Math.max(1, sentences) > RUN_ON_SENTENCE_WORDS) {
    tokens.forEach((token, i) => {
      const before = tokens[i - 1];
      if (before && /^\p{Lu}\p{Ll}/u.test(token.word) && /^\p{Ll}/u.test(before.word) && /^\s+$/.test(text.slice(before.end, token.start)))
        token.initial = true;
    });
  }
  return tokens;
}

/**
 * What a token is to the name check: a name's word, a common word with a capital inside a sentence (a name only in a
 * run of them: "Doctors Without Borders"), a title that joins the name after it ("Dr.", "St."), or none of these.
 */
type Kind = "name" | "capitalised" | "title" | "none";
const ACRONYM = /^\p{Lu}[\p{Lu}\d&]*[\p{Lu}\d]s?$/u;

function kindOf(token: Token, capitalisedInside: ReadonlySet<string>): Kind {
  if (!/\p{Lu}/u.test(token.word)) return "none";
  const bare = token.word.replace(/['’]s$/i, "");
  const lower = bare.toLowerCase();
  if (/^[A-F]\+$/.test(bare)) return "name";
  const noise =
    bare.includes(".") ||
    /&(?:amp|gt|lt)\b/i.test(bare) ||
    bare.length < 2 ||
    /(\p{L})\1\1/iu.test(bare) ||
    SHORTHAND.has(lower) ||
    bare.split("-").every((p) => p.length < 2);
  if (noise) return "none";
  if (TITLE.test(bare)) return "title";
  if (ACRONYM.test(bare) && /\p{Lu}.*\p{Lu}/u.test(bare)) {
    // Capitals for emphasis ("BEST", "SOO") are common words.
    return isCommonWord(lower) || isCommonWord(lower.replace(/s$/, "")) || isCommonWord(lower.replace(/(\p{L})\1+/gu, "$1"))
      ? "none"
      : "name";
  }
  if (/^\p{Lu}?\p{Ll}+\p{Lu}/u.test(bare) && !bare.includes("-")) return isCommonWord(lower) ? "none" : "name";
  if (!/^\p{Lu}/u.test(bare) || /^I(?:['’]\p{L}+)?$/u.test(token.word)) return "none";
  const common = isCommonWord(lower) || lower.split(/[-'’]/).every(isCommonWord);
  if (token.initial) return isListedName(lower) || (capitalisedInside.has(bare) && !common) ? "name" : "none";
  return common ? "capitalised" : "name";
}

export interface Name {
  /** As the text writes it ("St. Pete", "Doctors Without Borders"). */
  text: string;
  words: string[];
}

/**
 * The names of a text, outside quotations, links and code (which the span checks hold). A run of capitalised common
 * words inside a sentence is a name ("Doctors Without Borders"); one alone ("the Company") is not.
 */
export function namesOf(text: string): Name[] {
  const canonical = canonicalText(text);
  const source = protectedSpans(canonical, ["quotation", "url", "email", "code"]).reduce(
    (t, span) => t.split(span).join(" ".repeat(span.length)),
    canonical,
  );
  const tokens = tokensOf(source);
  const capitalisedInside = new Set(tokens.filter((t) => !t.initial && /^\p{Lu}/u.test(t.word)).map((t) => t.word.replace(/['’]s$/, "")));
  const kinds = tokens.map((t) => kindOf(t, capitalisedInside));
  const joins = (i: number) => {
    const between = source.slice(tokens[i - 1]!.end, tokens[i]!.start);
    return !/['’]s$/.test(tokens[i - 1]!.word) && (/^[ \t-]*$/.test(between) || (kinds[i - 1] === "title" && /^\.?\s+$/.test(between)));
  };
  const names: Name[] = [];
  for (let i = 0; i < tokens.length;) {
    if (kinds[i] === "none") {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < tokens.length && kinds[j] !== "none" && joins(j)) j++;
    const words = tokens.slice(i, j).filter((_, k) => kinds[i + k] !== "title");
    const wordKinds = kinds.slice(i, j).filter((k) => k !== "title");
    if (wordKinds.includes("name") || (wordKinds.length >= 2 && !tokens[i]!.initial))
      names.push({ text: source.slice(tokens[i]!.start, tokens[j - 1]!.end), words: words.map((t) => t.word) });
    i = j;
  }
  return names;
}

const CONNECTORS = new Set(["of", "the", "and", "for", "de", "in", "on", "&", "a", "to"]);

/** Whether consecutive words spell an acronym with their first letters ("Associated Press", "state-of-the-art"); lowercase words count only with `anyCase`. */
function spells(acronym: string, words: readonly string[], anyCase: boolean): boolean {
  const letters = acronym.toLowerCase();
  const lower = words.map((w) => w.toLowerCase());
  for (let i = 0; i < lower.length; i++) {
    if (CONNECTORS.has(lower[i]!) || (!anyCase && !/^\p{Lu}/u.test(words[i]!))) continue;
    for (const skipConnectors of [false, true]) {
      let k = 0;
      let j = i;
      while (j < lower.length && k < letters.length) {
        if (lower[j]![0] === letters[k]) {
          k++;
          j++;
        } else if (skipConnectors && k > 0 && CONNECTORS.has(lower[j]!)) j++;
        else break;
      }
      if (k === letters.length) return true;
    }
  }
  return false;
}

/** A text's words as the name check looks names up in it. */
interface Lookup {
  lower: string;
  words: string[];
  distinct: string[];
  set: Set<string>;
}

/** A text without its accents: a name is the same name with them or without ("Phở" ↔ "Pho", "Jiménez" ↔ "Jimenez"). */
const unaccented = (text: string) => text.normalize("NFD").replace(/\p{M}+/gu, "");

function lookupOf(text: string): Lookup {
  const canonical = unaccented(canonicalText(text)).replace(/['’](?=s\b)/g, "");
  const words = canonical.match(/[\p{L}\p{N}]+/gu) ?? [];
  const distinct = [...new Set(words.map((w) => w.toLowerCase()))];
  return { lower: canonical.toLowerCase(), words, distinct, set: new Set(distinct) };
}

/**
 * Whether a text has a name's word in a form an editor accepts: any case, possessive or plural, hyphens or spaces
 * ("Zeta Jones"), a derived form ("Brit" → "British", "Peru" → "Peruvians", "Britain" → "British"), a typo
 * corrected ("Colombo" → "Columbo"), or an acronym spelled out or abbreviated.
 */
function hasNameWord(word: string, have: Lookup, sourceWords: readonly string[]): boolean {
  const bare = unaccented(word)
    .replace(/['’]s$/i, "")
    .replace(/['’]/g, "");
  if (/^[A-F]\+$/.test(bare)) return new RegExp(`(?<!\\w)${escapeRegExp(bare)}`).test(have.lower.toUpperCase());
  const lower = bare.toLowerCase();
  if (hasWordPieces(have.lower, lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean))) return true;
  if (ACRONYM.test(bare)) {
    const acronym = bare.replace(/s$/, "");
    // A plural of the text's acronym ("SUV" → "SUVs"): hasWordPieces reads a plural on the text's side only.
    if (acronym !== bare && hasWordPieces(have.lower, [acronym.toLowerCase()])) return true;
    // An acronym the text itself spells out ("question answering (QA)") is carried by its words.
    return (
      spells(
        acronym,
        sourceWords.filter((w) => w !== bare),
        true,
      ) || spells(acronym, have.words, acronym.length >= 3)
    );
  }
  const root = lower.replace(/(?<=\p{L}{3})e?s$/u, "");
  if (have.distinct.some((w) => w.startsWith(root) && w.length <= root.length + 5)) return true;
  const family = (w: string) =>
    w.length >= 5 && w.slice(0, 4) === root.slice(0, 4) && (w.startsWith(root.slice(0, -2)) || root.startsWith(w.slice(0, -3)));
  if (root.length >= 5 && have.distinct.some(family)) return true;
  const parts = lower.split(/[-&]/).filter((p) => p.length >= 3);
  if (parts.length > 1 && parts.some((p) => have.set.has(p))) return true;
  const edits = lower.length >= 8 ? 2 : 1;
  return lower.length >= 5 && have.distinct.some((w) => Math.abs(w.length - lower.length) <= edits && distance(w, lower) <= edits);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Whether the code point that starts at `at` (or, `backwards`, ends just before it) is a letter or a digit. */
function letterOrDigitAt(text: string, at: number, backwards = false): boolean {
  if (backwards ? at <= 0 : at >= text.length) return false;
  const code = backwards
    ? text.codePointAt(at - 2 >= 0 && /[\uDC00-\uDFFF]/.test(text[at - 1]!) ? at - 2 : at - 1)!
    : text.codePointAt(at)!;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(code));
}

/**
 * Whether `text` has the pieces (runs of letters and digits) as one word, with at most one other character
 * between them ("zeta jones" in "zeta-jones"), plural or not. Read where the first piece stands: a pattern built
 * for each word compiles its letter classes anew and runs uncompiled over the whole text, the slowest step of the
 * name check on long replies.
 */
export function hasWordPieces(text: string, pieces: readonly string[]): boolean {
  if (pieces.length === 0) return false;
  for (let start = text.indexOf(pieces[0]!); start >= 0; start = text.indexOf(pieces[0]!, start + 1)) {
    if (letterOrDigitAt(text, start, true)) continue;
    let at = start + pieces[0]!.length;
    let whole = true;
    for (const piece of pieces.slice(1)) {
      // A piece starts with a letter or digit, so the character between two pieces is either there or not: no choice to undo.
      if (!text.startsWith(piece, at)) {
        const between = String.fromCodePoint(text.codePointAt(at) ?? 0x20);
        at += between.length;
        if (LETTER_OR_DIGIT.test(between) || !text.startsWith(piece, at)) {
          whole = false;
          break;
        }
      }
      at += piece.length;
    }
    if (whole && ["es", "s", ""].some((plural) => text.startsWith(plural, at) && !letterOrDigitAt(text, at + plural.length))) return true;
  }
  return false;
}

/** The names of `text` that `other` lacks in every form (see hasNameWord): a name is kept when any of its words is. */
function namesLacking(text: string, textWords: Lookup, other: Lookup): string[] {
  const lacking = namesOf(text).filter(({ words }) => {
    if (words.some((word) => hasNameWord(word, other, textWords.words))) return false;
    const initials = words
      .filter((w) => !CONNECTORS.has(w.toLowerCase()))
      .map((w) => w[0]!.toUpperCase())
      .join("");
    return !(words.length > 1 && (other.words.includes(initials) || other.words.includes(`${initials}s`)));
  });
  const texts = [...new Set(lacking.map((n) => n.text.replace(/['’]s$/, "")))];
  // A name's repeat in a longer one ("Ghebreyesus" after "Dr. Tedros Adhanom Ghebreyesus") is said once.
  return texts.filter((name) => !texts.some((other) => other !== name && other.includes(name)));
}

/** The names of the input the output lacks in every form, and the names of the output the input lacks. */
export function changedNames(input: string, output: string): { lost: string[]; invented: string[] } {
  const inputWords = lookupOf(input);
  const outputWords = lookupOf(output);
  return { lost: namesLacking(input, inputWords, outputWords), invented: namesLacking(output, outputWords, inputWords) };
}
