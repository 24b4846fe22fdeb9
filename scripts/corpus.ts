import path from "node:path";

/**
 * Where the labelled corpus is: ../shared/corpus beside the repository (as in CI's fresh clone), or CORPUS_DIR.
 * Scripts, benches and tests read it from here, so a run from another directory or machine sets one variable.
 */
export const CORPUS_DIR = process.env.CORPUS_DIR ?? path.resolve(process.cwd(), "..", "shared", "corpus");

/** A file of the corpus, e.g. "detector-dev.jsonl". */
export const corpusFile = (name: string) => path.join(CORPUS_DIR, name);
