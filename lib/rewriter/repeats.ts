import { linksBack, openingConnector, type OpenerContext } from "./connectors";
import { contentStems } from "./stem";

/** Sentences either side of an edit whose words it must not repeat: a repeat further off is not heard as one. */
export const NEARBY_SENTENCES = 2;

/** Where a sentence of a paragraph stands, for the edits made to it. */
export interface Surroundings extends OpenerContext {
  /** The sentences either side, as they now read. */
  nearby: readonly string[];
}

/**
 * The surroundings of sentence `at` of a paragraph whose sentences before it are already edited (`sentences`
 * holds each as it now reads); `opensText` when the paragraph opens the text.
 */
export function surroundingsOf(sentences: readonly string[], at: number, opensText: boolean): Surroundings {
  // Read only when an edit brings a connector: building it for every sentence made a long paragraph quadratic.
  let taken: Set<string> | undefined;
  return {
    nearby: [...sentences.slice(Math.max(0, at - NEARBY_SENTENCES), at), ...sentences.slice(at + 1, at + 1 + NEARBY_SENTENCES)],
    taken: {
      has: (connector) => {
        taken ??= new Set(sentences.filter((_, i) => i !== at).map(openingConnector).filter((opener) => opener !== null));
        return taken.has(connector);
      },
    },
    opensText: opensText && at === 0,
  };
}

function stemCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  // "it's" is "it" and "s": a contraction's parts are function words.
  for (const word of text.toLowerCase().match(/[a-z][a-z-]*/g) ?? []) {
    for (const stem of contentStems([word])) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  }
  return counts;
}

/** The content stems of a text's words ("individuals" → "individual"). */
export function stemsOf(text: string): Set<string> {
  return new Set(stemCounts(text).keys());
}

/**
 * Whether a rewrite of `source` repeats what the text did not: a content word brought in that stands twice in
 * the rewrite or already stands nearby ("a vital source… other essential compounds" → "a key source… other key
 * compounds"; "individuals" → "people" in three sentences in a row), or a connector that another sentence of
 * the paragraph opens with, or one at the opening of the text that links back to nothing ("Beyond this, …").
 */
export function bringsRepeat(source: string, rewrite: string, around: Surroundings): boolean {
  const opener = openingConnector(rewrite);
  if (opener !== null && opener !== openingConnector(source) && ((around.opensText && linksBack(opener)) || around.taken.has(opener))) return true;
  const before = stemCounts(source);
  const nearby = stemCounts(around.nearby.join(" "));
  for (const [stem, count] of stemCounts(rewrite)) {
    if (count > (before.get(stem) ?? 0) && count + (nearby.get(stem) ?? 0) > 1) return true;
  }
  return false;
}
