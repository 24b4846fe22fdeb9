import { diffWords } from "diff";
import { countWords } from "@/lib/text-stats";

/**
 * A run of the result: unchanged text, words the rewrite changed (with the words they replaced), or the place
 * of words it removed with nothing in their stead (`text` is empty there: the result does not contain them).
 */
export type ResultSegment =
  | { text: string; changed?: false; removed?: undefined }
  | { text: string; changed: true; original: string; removed?: undefined }
  | { text: ""; changed?: false; removed: string };

/**
 * Splits a result into unchanged runs, changed words and removed words, word by word against the text it was
 * made from. A change keeps what it replaced ("" for added words), and its surrounding spaces stay plain, so
 * only words are marked. Words the rewrite dropped without replacing them (a clause, a sentence) get an empty
 * segment where they stood, so the user sees what went; a removed line break or space alone does not.
 */
export function changeSegments(original: string, result: string): ResultSegment[] {
  const segments: ResultSegment[] = [];
  let removed = "";
  const flushRemoved = () => {
    if (/\S/.test(removed)) segments.push({ text: "", removed: removed.trim() });
    removed = "";
  };
  for (const part of diffWords(original, result)) {
    if (part.removed) {
      removed += part.value;
      continue;
    }
    if (part.added) {
      const [, before, words, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.value)!;
      if (before) segments.push({ text: before });
      if (words) segments.push({ text: words, changed: true, original: removed.trim() });
      else flushRemoved();
      if (after) segments.push({ text: after });
      removed = "";
    } else {
      flushRemoved();
      segments.push({ text: part.value });
    }
  }
  flushRemoved();
  return segments;
}

/** Words a result changed: the larger of the words it dropped and the words it brought in ("Maybe" → "Perhaps" is 1). */
export function changedWordCount(original: string, result: string): number {
  let added = 0;
  let removed = 0;
  for (const part of diffWords(original, result)) {
    if (part.added) added += countWords(part.value);
    else if (part.removed) removed += countWords(part.value);
  }
  return Math.max(added, removed);
}
