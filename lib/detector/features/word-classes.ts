/** The closed word classes the detector's features read: function words, other closed-class words, stock transitions. */

const FUNCTION_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers herself him " +
    "himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other " +
    "our ours ourselves out over own same she should so some such than that the their theirs them themselves then there " +
    "these they this those through to too under until up very was we were what when where which while who whom why will " +
    "with would you your yours yourself yourselves"
  ).split(" "),
);

export function isFunctionWord(w: string): boolean {
  return FUNCTION_WORDS.has(w);
}

/** Closed-class words beyond FUNCTION_WORDS: pronouns, prepositions, quantifiers, conjunctions, modals. */
const OTHER_CLOSED_CLASS = new Set(
  (
    "across along also although amid among amongst another anybody anyone anything anywhere around behind beside " +
    "besides beyond can't cannot despite either else elsewhere etc even ever every everybody everyone everything " +
    "everywhere inside less many may might much must near neither nobody none nothing onto outside per since somebody " +
    "someone something somewhere still though throughout till toward towards unless unlike upon via whatever whenever " +
    "whereas wherever whether whichever whoever whose within without won't yet"
  ).split(" "),
);

/**
 * A word a reader would accept as a word choice: letters only, three or more of them, and not a
 * closed-class word ("the", "anyone", "without"), which every writer uses and no reader can judge.
 */
export function isContentWord(w: string): boolean {
  return /^[a-z]{3,}$/.test(w) && !FUNCTION_WORDS.has(w) && !OTHER_CLOSED_CLASS.has(w);
}

const TRANSITIONS = new Set(
  (
    "additionally|moreover|furthermore|however|overall|ultimately|consequently|therefore|thus|hence|instead|" +
    "similarly|likewise|nevertheless|nonetheless|meanwhile|importantly|notably|finally|firstly|secondly|lastly|" +
    "in conclusion|in addition|in summary|for example|for instance|as a result|on the other hand|in contrast"
  ).split("|"),
);

/** The stock transition ("moreover", "in conclusion") a sentence's tokens start with, if any. */
export function leadingTransition(sentenceTokens: string[]): string | null {
  let phrase = "";
  for (let n = 0; n < Math.min(4, sentenceTokens.length); n++) {
    phrase = n === 0 ? sentenceTokens[0]! : `${phrase} ${sentenceTokens[n]}`;
    if (TRANSITIONS.has(phrase)) return phrase;
  }
  return null;
}
