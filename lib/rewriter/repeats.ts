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
  return {
    nearby: [...sentences.slice(Math.max(0, at - NEARBY_SENTENCES), at), ...sentences.slice(at + 1, at + 1 + NEARBY_SENTENCES)],
    taken: {
      has: (connector) => {
        const { openers, counts } = openersOf(sentences);
        return (counts.get(connector) ?? 0) - (openers[at] === connector ? 1 : 0) > 0;
      },
    },
    opensText: opensText && at === 0,
  };
}

/** The connector each sentence of a paragraph opens with, as last read, and how many sentences open with each. */
interface OpenerTally {
  read: string[];
  openers: (string | null)[];
  counts: Map<string, number>;
}

const tallies = new WeakMap<readonly string[], OpenerTally>();

/**
 * The openers of a paragraph whose sentences are being edited in place: only a sentence that changed since the last
 * look is read again. Reading every sentence for every edit made long paragraphs quadratic.
 */
function openersOf(sentences: readonly string[]): OpenerTally {
  let tally = tallies.get(sentences);
  if (!tally) tallies.set(sentences, (tally = { read: [], openers: [], counts: new Map() }));
  const { read, openers, counts } = tally;
  const count = (opener: string | null, by: number) => opener !== null && counts.set(opener, (counts.get(opener) ?? 0) + by);
  for (let i = 0; i < Math.max(sentences.length, read.length); i++) {
    if (read[i] === sentences[i]) continue;
    count(openers[i] ?? null, -1);
    const opener = i < sentences.length ? openingConnector(sentences[i]!) : null;
    count(opener, 1);
    read[i] = sentences[i]!;
    openers[i] = opener;
  }
  read.length = openers.length = sentences.length;
  return tally;
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
  if (opener !== null && opener !== openingConnector(source) && ((around.opensText && linksBack(opener)) || around.taken.has(opener)))
    return true;
  const before = stemCounts(source);
  const nearby = stemCounts(around.nearby.join(" "));
  for (const [stem, count] of stemCounts(rewrite)) {
    if (count > (before.get(stem) ?? 0) && count + (nearby.get(stem) ?? 0) > 1) return true;
  }
  return false;
}
