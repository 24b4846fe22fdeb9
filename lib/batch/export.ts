import type { Batch } from "./types";
import { inNameOrder, VERDICT_NAMES } from "./verdicts";

/** A batch as the account export gives it: each file's checked text and verdict, or why it had none. */
export function exportBatch(batch: Batch) {
  return {
    id: batch.id,
    name: batch.name,
    date: new Date(batch.date).toISOString(),
    files: inNameOrder(batch.items).map((item) => ({
      name: item.name,
      words: item.words,
      characters: item.characters,
      text: item.text,
      score: item.detection?.score ?? null,
      verdict: item.detection ? VERDICT_NAMES[item.detection.verdict] : null,
      humanRateSentence: item.detection?.humanRateSentence ?? null,
      notJudged: item.problem,
    })),
  };
}
