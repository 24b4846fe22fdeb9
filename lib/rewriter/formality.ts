import FORMALITY from "./data/formality.json";

/** How much more formal writing uses a word than informal writing (log ratio; scripts/rewriter/build-formality.ts). */
const SCORES = FORMALITY as Record<string, number>;

/**
 * Mean formality of a text's scored words, or null when none is scored. Read on the corpus's dev split, the
 * median text scores 0.41 in abstracts, 0.22 in filings, -0.05 in court opinions, -0.19 in student essays and
 * -0.53 in reviews.
 */
export function formalityOf(words: readonly string[]): number | null {
  const scores = words.flatMap((word) => (word in SCORES ? [SCORES[word]] : []));
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
}

/** Above this mean formality a text reads as formal writing: an abstract, a filing, a court opinion. */
const FORMAL_TEXT = -0.1;

/**
 * Legal citations: "¶ 18", "§ 2", "Patey v. Lainhart", "987 P.2d 22", "Id.", "supra". Many court opinions quote
 * plain speech and score below the line (14 of the dev split's 34), yet their register is formal; of those 14,
 * these cues find 13, and no text of another domain has one.
 */
const LEGAL_CITATION =
  /¶|§|\b(?:Id\.|supra\b|infra\b|[A-Z][a-z]+ v\. [A-Z])|\b(?:F|P|S|N\.E|N\.W|S\.E|S\.W|A)\.\s?(?:2d|3d|4th|Supp)\b|\bU\.S\.C\b|\bS\.\s?Ct\./;

/** Whether a text reads as formal writing, whose register contractions would break ("Because it's a threshold issue"). */
export function readsFormal(text: string): boolean {
  if (LEGAL_CITATION.test(text)) return true;
  const formality = formalityOf(text.toLowerCase().match(/[a-z]+/g) ?? []);
  return formality !== null && formality > FORMAL_TEXT;
}
