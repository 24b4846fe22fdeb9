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

/**
 * Each lowercase word's stem if it carries content (longer than two letters, not closed-class), else null,
 * remembered: the reply checks read the same words many times over (a fifth of judging a reply went on this). The
 * memory is emptied when it grows past CONTENT_STEMS_KEPT words, as a server reads text without end.
 */
const contentStemOf = new Map<string, string | null>();
const CONTENT_STEMS_KEPT = 100_000;

export function contentStem(word: string): string | null {
  let known = contentStemOf.get(word);
  if (known === undefined) {
    if (contentStemOf.size >= CONTENT_STEMS_KEPT) contentStemOf.clear();
    known = word.length > 2 && !isFunctionWord(word) ? stem(word) : null;
    contentStemOf.set(word, known);
  }
  return known;
}

/** The stems of the lowercase words that carry content (contentStem). */
export function contentStems(words: readonly string[]): Set<string> {
  const stems = new Set<string>();
  for (const word of words) {
    const found = contentStem(word);
    if (found !== null) stems.add(found);
  }
  return stems;
}

/**
 * Whether a synonym's content words already stand in the sentence in some form: "these studies, we investigate"
 * must not become "these studies, we study", nor "could help facilitate" "could help help with".
 */
export function echoes(candidate: string, sentenceStems: ReadonlySet<string>): boolean {
  return [...contentStems(candidate.split(" "))].some((candidateStem) => sentenceStems.has(candidateStem));
}
