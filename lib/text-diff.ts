import { diffWords } from "diff";
import { countWords } from "@/lib/text-stats";

/** A run of the result: unchanged text, or words the rewrite changed (with the words they replaced). */
export type ResultSegment = { text: string; changed?: false } | { text: string; changed: true; original: string };

/**
 * Splits a result into unchanged runs and changed words, word by word against the text it was made
 * from. A change keeps what it replaced ("" for added words), and its surrounding spaces stay plain, so
 * only words are marked. Words the rewrite dropped leave no segment: the result does not contain them.
 */
export function changeSegments(original: string, result: string): ResultSegment[] {
  const segments: ResultSegment[] = [];
  let removed = "";
  for (const part of diffWords(original, result)) {
    if (part.removed) {
      removed += part.value;
      continue;
    }
    if (part.added) {
      const [, before, words, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.value)!;
      if (before) segments.push({ text: before });
      if (words) segments.push({ text: words, changed: true, original: removed.trim() });
      if (after) segments.push({ text: after });
    } else {
      segments.push({ text: part.value });
    }
    removed = "";
  }
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
