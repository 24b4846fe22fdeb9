import type { PromptOptions } from "@/lib/limits";
import { HEDGE_RE } from "./length";
import type { Rng } from "./random";
import { capitalizeFirst, lowerFirstWord, matchCase, type WordSet } from "./text";

type WordMap = Record<string, string>;

const TONE_WORDS: Partial<Record<NonNullable<PromptOptions["tone"]>, WordMap>> = {
  Optimistic: { problem: "challenge", problems: "challenges", difficult: "challenging", failure: "setback", failures: "setbacks" },
  Persuasive: { "you should": "you really should", "we should": "we really should", "is important": "really matters", "are important": "really matter" },
};

const EMOTION_WORDS: Partial<Record<NonNullable<PromptOptions["emotion"]>, WordMap>> = {
  Joyful: { good: "wonderful", nice: "lovely", happy: "delighted", glad: "thrilled" },
  Excited: { good: "great", great: "amazing", interesting: "exciting", big: "huge" },
  Angry: { bad: "terrible", annoying: "infuriating", unfair: "outrageous", very: "extremely" },
  Calm: { terrible: "difficult", huge: "large", amazing: "good", extremely: "quite", awful: "unpleasant" },
  Nostalgic: { "i remember": "I still remember", "years ago": "all those years ago", "when i was": "back when I was" },
  Empathetic: { "you should": "you might want to", "you must": "you may need to" },
  Surprise: { very: "remarkably", interesting: "surprising", unexpected: "astonishing" },
  Sad: { great: "good", exciting: "notable", happy: "content" },
};

function applyMap(sentence: string, map: WordMap, rng: Rng): string {
  const keys = Object.keys(map).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return sentence;
  const pattern = new RegExp(`\\b(?:${keys.join("|")})\\b`, "gi");
  return sentence.replace(pattern, (whole) => (rng.chance(0.75) ? matchCase(whole, map[whole.toLowerCase()]) : whole));
}

/** Small, real tone and emotion shifts: word choice, hedging, exclamation. */
export function applyToneAndEmotion(sentence: string, options: PromptOptions, rng: Rng): string {
  let out = sentence;
  const toneMap = options.tone ? TONE_WORDS[options.tone] : undefined;
  if (toneMap) out = applyMap(out, toneMap, rng);
  const emotionMap = options.emotion ? EMOTION_WORDS[options.emotion] : undefined;
  if (emotionMap) out = applyMap(out, emotionMap, rng);
  if (options.tone === "Confident") {
    const hedge = HEDGE_RE.exec(out);
    if (hedge && out.slice(hedge[0].length).split(" ").length >= 3) out = capitalizeFirst(out.slice(hedge[0].length));
    out = out.replace(/(?<=\S )(?:perhaps|maybe|possibly|somewhat|kind of|sort of) (?=[a-z])/gi, (whole, offset: number, full: string) =>
      /\b(?:a|the|this|that|what|some|any|one|every)\s$/i.test(full.slice(0, offset)) ? whole : "",
    );
  }
  if (options.emotion === "Calm" || options.tone === "Formal" || options.tone === "Professional") out = out.replace(/!+$/, ".");
  return out;
}

/** One exclamation per paragraph for excited or joyful writing; "Sadly," for one negative sentence when sad. */
export function paragraphEmotion(sentences: string[], options: PromptOptions, knownLower: WordSet): string[] {
  const out = [...sentences];
  if (options.emotion === "Excited" || options.emotion === "Joyful") {
    const index = out.findIndex((s) => /^[^,;:]{10,80}\.$/.test(s));
    if (index >= 0) out[index] = out[index].replace(/\.$/, "!");
  }
  if (options.emotion === "Sad") {
    const index = out.findIndex((s) => /\b(?:not|no|never|lost|failed|without|hard|difficult|problem)\b/i.test(s) && /^[A-Z][a-z]/.test(s));
    const lowered = index >= 0 && !/^(?:Sadly|Unfortunately)\b/.test(out[index]) ? lowerFirstWord(out[index], knownLower) : null;
    if (lowered) out[index] = `Sadly, ${lowered}`;
  }
  return out;
}
