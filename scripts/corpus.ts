import fs from "node:fs";
import path from "node:path";

/**
 * Where the labelled corpus is: ../shared/corpus beside the repository (as in CI's fresh clone), or CORPUS_DIR.
 * Scripts, benches and tests read it from here, so a run from another directory or machine sets one variable.
 */
export const CORPUS_DIR = process.env.CORPUS_DIR ?? path.resolve(process.cwd(), "..", "shared", "corpus");

/** A file of the corpus, e.g. "detector-dev.jsonl". */
export const corpusFile = (name: string) => path.join(CORPUS_DIR, name);

/** A labelled text of the corpus (its README describes the fields). */
export interface Row {
  text: string;
  label: "human" | "ai";
  source: string;
  domain: string;
  generator: string | null;
}

/** Every row of the corpus's train or dev split, in file order. */
export function loadRows(split: "train" | "dev"): Row[] {
  const file = corpusFile(`detector-${split}.jsonl`);
  const out: Row[] = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (line.trim().length === 0) continue;
    out.push(JSON.parse(line) as Row);
  }
  return out;
}
