import nlp from "compromise";
import { countSyllables } from "@/lib/text-stats";

export type VerbForm = "base" | "s" | "past" | "pp" | "ing";
export type NounForm = "sg" | "pl";

interface Conjugation {
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
  Participle?: string;
}
interface Transforms {
  verb: { conjugate(word: string, model: unknown): Conjugation; toInfinitive(word: string, model: unknown, tense: string): string };
  noun: { toPlural(word: string, model: unknown): string };
}
/** compromise's word-level inflection: its irregular-verb and plural tables and its spelling rules (omit → omitted). */
const WORLD = nlp.world() as unknown as { methods: { two: { transform: Transforms } }; model: unknown };
const { verb: VERB, noun: NOUN } = WORLD.methods.two.transform;

/** Past participles compromise does not list, where its simple past would be wrong ("has bore", "has undertook"). */
const PARTICIPLES: Record<string, string> = {
  come: "come",
  become: "become",
  overcome: "overcome",
  run: "run",
  bear: "borne",
  undertake: "undertaken",
  strive: "striven",
  overtake: "overtaken",
  mistake: "mistaken",
  partake: "partaken",
  forsake: "forsaken",
  shake: "shaken",
};
/**
 * compromise doubles a final "l" the British way (travel → travelled). American spelling, the default, doubles it
 * only where the last syllable is stressed; the user's "English (UK)" choice is applied to the whole text later.
 */
const STRESSED_FINAL_L = new Set([
  "compel",
  "control",
  "excel",
  "expel",
  "propel",
  "repel",
  "rebel",
  "patrol",
  "enrol",
  "enroll",
  "fulfil",
  "instil",
  "distil",
  "dispel",
  "annul",
]);
/**
 * The regular spelling rules, for the few verbs compromise leaves uninflected ("grin", "murmur" come back as
 * they are): drop a silent "e", "y" → "ie", double the consonant of a short closed syllable, "c" → "ck".
 */
function regular(word: string, suffix: "ed" | "ing"): string {
  if (/[aeiou]c$/.test(word)) return `${word}k${suffix}`;
  if (suffix === "ed" && /e$/.test(word)) return `${word}d`;
  if (suffix === "ing" && /[^e]e$/.test(word)) return `${word.slice(0, -1)}ing`;
  if (suffix === "ed" && /[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][bdgklmnprtv]$/.test(word)) return `${word}${word.slice(-1)}${suffix}`;
  return `${word}${suffix}`;
}
/** A past form compromise did not make: the word itself, for a verb that does not end in "t" or "d" (cut, spread). */
const unmade = (word: string, form: string | undefined): form is undefined => !form || (form === word && !/[td]$/.test(word));

const conjugations = new Map<string, Conjugation>();
function conjugationOf(word: string): Conjugation {
  let conjugation = conjugations.get(word);
  if (!conjugation) {
    conjugation = VERB.conjugate(word, WORLD.model);
    if (/[aeiou]l$/.test(word) && !STRESSED_FINAL_L.has(word)) {
      const american = (form: string | undefined) => form?.replace(/ll(ed|ing)$/, "l$1");
      conjugation = {
        ...conjugation,
        PastTense: american(conjugation.PastTense),
        Gerund: american(conjugation.Gerund),
        Participle: american(conjugation.Participle),
      };
    }
    conjugations.set(word, conjugation);
  }
  return conjugation;
}

function inflectVerbWord(word: string, form: VerbForm): string {
  if (word === "be") return { base: "be", s: "is", past: "was", pp: "been", ing: "being" }[form];
  const conjugation = conjugationOf(word);
  switch (form) {
    case "base":
      return word;
    case "s":
      return conjugation.PresentTense ?? `${word}s`;
    case "past":
      return unmade(word, conjugation.PastTense) ? regular(word, "ed") : conjugation.PastTense;
    case "pp":
      return conjugation.Participle ?? PARTICIPLES[word] ?? inflectVerbWord(word, "past");
    case "ing":
      return conjugation.Gerund?.endsWith("ing") ? conjugation.Gerund : regular(word, "ing");
  }
}

/** Inflects the head of a verb phrase: the first word ("carry out" → "carried out"); hyphenated heads inflect at the end. */
export function inflectVerb(phrase: string, form: VerbForm): string {
  const space = phrase.indexOf(" ");
  const head = space < 0 ? phrase : phrase.slice(0, space);
  const rest = space < 0 ? "" : phrase.slice(space);
  const dash = head.lastIndexOf("-");
  if (dash >= 0) return head.slice(0, dash + 1) + inflectVerbWord(head.slice(dash + 1), form) + rest;
  return inflectVerbWord(head, form) + rest;
}

/** Inflects the last word of a noun phrase. */
export function inflectNoun(phrase: string, form: NounForm): string {
  if (form === "sg") return phrase;
  const space = phrase.lastIndexOf(" ");
  const head = phrase.slice(space + 1);
  return phrase.slice(0, space + 1) + NOUN.toPlural(head, WORLD.model);
}

/** Maps an irregular past participle back to its simple past (written → wrote). */
export function pastFromParticiple(participle: string): string | null {
  if (/ed$/.test(participle)) return participle;
  for (const tense of ["Participle", "PastTense"]) {
    const base = VERB.toInfinitive(participle, WORLD.model, tense);
    if (inflectVerbWord(base, "pp") === participle) return inflectVerbWord(base, "past");
  }
  return null;
}

/** "a us court": after an article, "us" is the U.S. ("you-ess"), never the pronoun. */
const YOU_SOUND = /^(?:uni(?![nm])|use|usu|uti|ura|uro|url|euro?|eu|ewe|one(?![a-z])|once|ubiq|us(?![a-z]))/;
const SILENT_H = /^(?:hour|honest|honor|honour|heir)/;

function articleFor(word: string): "a" | "an" {
  const lower = word.toLowerCase();
  if (SILENT_H.test(lower)) return "an";
  if (YOU_SOUND.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** Fixes a/an before ordinary lowercase words (acronyms and protected spans are skipped). */
export function fixArticles(sentence: string): string {
  // Letters outside ASCII bound words too: the final "a" of "nirvāṇa or" is no article.
  // Nor is the second of two articles ("a a whole", the writer's slip for "as a whole") a word to agree with.
  return sentence.replace(
    /(?<![\p{L}\p{N}])([Aa]n?)(\s+)(?!(?:a|an|the)\b)([a-z][a-z'’-]*)/gu,
    (whole, article: string, space: string, word: string) => {
      const wanted = articleFor(word);
      if (article.toLowerCase() === wanted) return whole;
      return (article[0] === "A" ? wanted[0].toUpperCase() + wanted.slice(1) : wanted) + space + word;
    },
  );
}

/**
 * Whether an adjective can stand after "more" or "most" in place of another: one that takes -er itself cannot
 * ("the more difficult it is" → "the more hard it is"; "more robust" → "more strong").
 */
export function fitsAfterDegreeWord(previous: string, adjective: string): boolean {
  if (previous !== "more" && previous !== "most") return true;
  const syllables = adjective.split(" ").reduce((sum, word) => sum + countSyllables(word), 0);
  return syllables > 2 || (syllables === 2 && !/y$/.test(adjective));
}
