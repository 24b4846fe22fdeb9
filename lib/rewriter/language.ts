import { francAll } from "franc";
import { LANGUAGE_CHECK_MIN_LETTERS, LANGUAGE_CHECK_MIN_LETTERS_OTHER_SCRIPT } from "@/lib/tuning";

/**
 * Languages franc chooses between. A short list keeps its guesses honest: with all 400 languages, plain
 * English often comes out as Scots or Pidgin.
 */
const LANGUAGE_NAMES: Record<string, string> = {
  eng: "English",
  spa: "Spanish",
  fra: "French",
  deu: "German",
  ita: "Italian",
  por: "Portuguese",
  nld: "Dutch",
  cmn: "Chinese",
  jpn: "Japanese",
  kor: "Korean",
  rus: "Russian",
  pol: "Polish",
  tur: "Turkish",
  swe: "Swedish",
  ukr: "Ukrainian",
  arb: "Arabic",
  hin: "Hindi",
  vie: "Vietnamese",
  ind: "Indonesian",
};
const CANDIDATES = Object.keys(LANGUAGE_NAMES);
/** English must trail the winner clearly (franc's scores are relative to the best, 1.0) before a text is refused. */
const ENGLISH_MAX_SCORE = 0.9;
/** franc reads trigrams; a few thousand characters decide as well as the whole text and cost a fraction. */
const SAMPLE_CHARS = 3000;

/**
 * Code, links and addresses say nothing about the language of the prose around them. The text is cut
 * first, and each pattern starts only where a run of non-spaces starts, so a 45,000-character run without
 * a space is read once, not once per character (this runs on the request thread).
 */
function prose(text: string): string {
  return text
    .slice(0, 4 * SAMPLE_CHARS)
    .replace(/```[\s\S]*?(?:```|$)/g, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/(?<!\S)(?:https?:\/\/|www\.)\S+|(?<!\S)[^\s@]+@\S+/g, " ")
    .slice(0, SAMPLE_CHARS);
}

/** The name of the language a text is written in, when it is reliably not English; otherwise null. */
export function foreignLanguageOf(text: string): string | null {
  const sample = prose(text);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  const latin = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
  const otherScript = latin * 2 < letters;
  if (letters < (otherScript ? LANGUAGE_CHECK_MIN_LETTERS_OTHER_SCRIPT : LANGUAGE_CHECK_MIN_LETTERS)) return null;
  const scores = francAll(sample, { only: CANDIDATES, minLength: 1 });
  const [best] = scores[0] ?? [];
  if (!best || best === "eng" || best === "und") return null;
  const english = scores.find(([code]) => code === "eng")?.[1] ?? 0;
  return english <= ENGLISH_MAX_SCORE ? LANGUAGE_NAMES[best] : null;
}
