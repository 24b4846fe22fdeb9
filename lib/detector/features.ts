/**
 * Feature extraction for the local AI-text detector. Shared by the runtime (lib/detector)
 * and the training scripts, so both see exactly the same features.
 *
 * Two groups:
 *  - sparse (features/hashing.ts): hashed word 1-2-grams and character 3-5-grams of the normalized
 *    text, sublinear counts, L2-normalized per namespace (so text length is not a feature);
 *  - dense, assembled here: stylometric rates (features/stylometry.ts), word predictability under a
 *    reference model of human text (features/predictability.ts, reference-lm.ts) and typing slips
 *    (features/slips.ts).
 */
import { lmFeatures } from "./features/predictability";
import { slipRates } from "./features/slips";
import { internTokens, mattr, punctuationRates, repeatTrigramRate, sentenceShape, tokenRates } from "./features/stylometry";
import { lmHashes, type ReferenceLM } from "./reference-lm";
import { tokenize, type TextAnalysis } from "./text";

/** The dense features, in the order of the vector. */
export const DENSE_NAMES = [
  "sentLenMean",
  "sentLenCV",
  "shortSentFrac",
  "longSentFrac",
  "wordLenMean",
  "wordLenStd",
  "longWordFrac",
  "mattr",
  "funcWordRate",
  "commaRate",
  "semicolonColonRate",
  "parenRate",
  "questionRate",
  "exclaimRate",
  "quoteRate",
  "contractionRate",
  "digitRate",
  "firstSingRate",
  "secondRate",
  "transitionRate",
  "repeatTrigramRate",
  "sentStartRepeat",
  "lmMeanLogp",
  "lmSentStd",
  "lmTop10",
  "lmTop100",
  "lmTop1000",
  "lmRare",
  "lmUnseen",
  "lmBiMeanLogp",
  "lmBiUnseen",
  "lmBiSentStd",
  "lowerStartRate",
  "lowerIRate",
  "missingApostropheRate",
  "spacingSlipRate",
  "repeatedPunctRate",
] as const;
export type DenseName = (typeof DENSE_NAMES)[number];
export const DENSE_DIM = DENSE_NAMES.length;

/** The dense feature vector of a text (DENSE_NAMES order); without a reference LM its predictability part is 0. */
export function denseFeatures(a: TextAnalysis, lm: ReferenceLM | null): Float64Array {
  const f = new Float64Array(DENSE_DIM);
  const toks = a.tokens;
  const nt = Math.max(1, toks.length);
  const sentLens: number[] = [];
  const sentToks: string[][] = [];
  for (const s of a.sentences) {
    const t = tokenize(s);
    if (t.length > 0) {
      sentLens.push(t.length);
      sentToks.push(t);
    }
  }
  sentenceShape(sentToks, sentLens, f);
  tokenRates(toks, f);
  punctuationRates(a.norm, nt, f);
  const { ids, vocab } = internTokens(toks);
  f[7] = mattr(ids, vocab);
  f[20] = repeatTrigramRate(ids);
  slipRates(a.raw, f);
  if (lm) {
    lmFeatures(lmHashes(toks), sentLens, lm, f);
  }
  return f;
}
