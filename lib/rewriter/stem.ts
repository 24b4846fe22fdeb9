import nlp from "compromise";

/** "studies"/"study", "simplified"/"simplify", "houses"/"house", "walked"/"walk": one stem, so a sentence's words meet their other forms. */
export function stem(word: string): string {
  return word
    .replace(/['’]s$/, "")
    .replace(/ie[sd]$/, "y")
    .replace(/(?<=[^s])s$/, "")
    .replace(/(?<=\w{3})(?:ing|ed|e)$/, "");
}

/** Closed-class words, read from compromise's lexicon: they say nothing of what a sentence is about. */
const FUNCTION_TAGS = new Set([
  "Determiner",
  "Preposition",
  "Conjunction",
  "Pronoun",
  "Copula",
  "Auxiliary",
  "Modal",
  "QuestionWord",
  "Negative",
]);
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;

/** The tags compromise's lexicon gives a lowercase word ([] for a word it does not list). */
export const lexiconTags = (word: string): string[] => [LEXICON[word] ?? []].flat();

export function isFunctionWord(word: string): boolean {
  return lexiconTags(word).some((tag) => FUNCTION_TAGS.has(tag));
}

/** The stems of the lowercase words that carry content (longer than two letters, not closed-class). */
export function contentStems(words: readonly string[]): Set<string> {
  return new Set(words.filter((word) => word.length > 2 && !isFunctionWord(word)).map(stem));
}

/**
 * Whether a synonym's content words already stand in the sentence in some form: "these studies, we investigate"
 * must not become "these studies, we study", nor "could help facilitate" "could help help with".
 */
export function echoes(candidate: string, sentenceStems: ReadonlySet<string>): boolean {
  return [...contentStems(candidate.split(" "))].some((candidateStem) => sentenceStems.has(candidateStem));
}
