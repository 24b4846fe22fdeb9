/**
 * Multi-paragraph documents built from corpus rows, to measure the checker's paragraph verdicts the way a
 * teacher meets a partly AI-written essay: human and AI paragraphs of one domain interleaved (half and half),
 * and wholly human and wholly AI documents of the same domain.
 */
import { countWords } from "@/lib/detector/text";
import { rng, shuffleInPlace, type Row } from "./common";
import { excerptOf } from "./pipeline";

export type DocumentKind = "half" | "human" | "ai";

export interface BuiltDocument {
  kind: DocumentKind;
  domain: string;
  /** Paragraphs joined by blank lines. */
  text: string;
  /** Whether each paragraph, in order, is AI-written. */
  aiParagraphs: boolean[];
}

/** Seed of the documents built from the dev split (detector:eval and the lines experiment). */
export const DOCUMENT_SEED = 29;

/** Paragraphs per built document. */
export const PARAGRAPHS_PER_DOCUMENT = 4;

const PARAGRAPH_WORDS = { min: 40, max: 250 };

/** A row as one paragraph: its text on one line, or a run of its sentences when it is longer than a paragraph. */
function asParagraph(row: Row, rand: () => number): string | null {
  const text = row.text.replace(/\s+/g, " ").trim();
  const words = countWords(text);
  if (words < PARAGRAPH_WORDS.min) return null;
  if (words <= PARAGRAPH_WORDS.max) return text;
  return excerptOf(text, { minSourceWords: PARAGRAPH_WORDS.max, minWords: 60, maxWords: 150, seed: 0 }, rand)?.trim() ?? null;
}

/** Deterministic documents of PARAGRAPHS_PER_DOCUMENT paragraphs from the rows of each domain. */
export function buildDocuments(rows: Row[], seed: number): BuiltDocument[] {
  const rand = rng(seed);
  const byDomain = new Map<string, { human: string[]; ai: string[] }>();
  for (const row of rows) {
    const paragraph = asParagraph(row, rand);
    if (!paragraph) continue;
    const pools = byDomain.get(row.domain) ?? { human: [], ai: [] };
    pools[row.label].push(paragraph);
    byDomain.set(row.domain, pools);
  }
  const docs: BuiltDocument[] = [];
  const half = PARAGRAPHS_PER_DOCUMENT / 2;
  for (const [domain, pools] of Array.from(byDomain).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const human = shuffleInPlace([...pools.human], rand);
    const ai = shuffleInPlace([...pools.ai], rand);
    const make = (kind: DocumentKind, aiParagraphs: boolean[], humanPart: string[], aiPart: string[]) => {
      let h = 0;
      let a = 0;
      const text = aiParagraphs.map((isAi) => (isAi ? aiPart[a++]! : humanPart[h++]!)).join("\n\n");
      docs.push({ kind, domain, text, aiParagraphs });
    };
    for (let i = 0; (i + 1) * half <= Math.min(human.length, ai.length); i++) {
      // interleaved, starting with a human paragraph in every other document
      const order = Array.from({ length: PARAGRAPHS_PER_DOCUMENT }, (_, k) => (k + i) % 2 === 1);
      make("half", order, human.slice(i * half, (i + 1) * half), ai.slice(i * half, (i + 1) * half));
    }
    const all = (isAi: boolean) => new Array<boolean>(PARAGRAPHS_PER_DOCUMENT).fill(isAi);
    for (let i = 0; (i + 1) * PARAGRAPHS_PER_DOCUMENT <= human.length; i++) {
      make("human", all(false), human.slice(i * PARAGRAPHS_PER_DOCUMENT, (i + 1) * PARAGRAPHS_PER_DOCUMENT), []);
    }
    for (let i = 0; (i + 1) * PARAGRAPHS_PER_DOCUMENT <= ai.length; i++) {
      make("ai", all(true), [], ai.slice(i * PARAGRAPHS_PER_DOCUMENT, (i + 1) * PARAGRAPHS_PER_DOCUMENT));
    }
  }
  return docs;
}
