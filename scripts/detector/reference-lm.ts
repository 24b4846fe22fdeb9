/** Training of the reference model of human text: capped hashed counts of the human training texts. */
import { mix } from "@/lib/detector/features/hashing";
import { lmFromCounts, type ReferenceCounts, type ReferenceLM } from "@/lib/detector/reference-lm";

/** Capped (3 per document) unigram and bigram counts of human texts in hash buckets. */
export function referenceCounts(docs: Int32Array[], bits: number, biBits: number): ReferenceCounts {
  const uni = new Uint16Array(1 << bits);
  const bi = new Uint16Array(1 << biBits);
  const uMask = (1 << bits) - 1;
  const bMask = (1 << biBits) - 1;
  for (const d of docs) {
    const seenU = new Map<number, number>();
    const seenB = new Map<number, number>();
    for (let i = 0; i < d.length; i++) {
      const b = d[i]! & uMask;
      const c = seenU.get(b) ?? 0;
      if (c < 3) {
        seenU.set(b, c + 1);
        if (uni[b]! < 65535) uni[b]! += 1;
      }
      if (i > 0) {
        const k = mix(d[i - 1]!, d[i]!) & bMask;
        const cb = seenB.get(k) ?? 0;
        if (cb < 3) {
          seenB.set(k, cb + 1);
          if (bi[k]! < 65535) bi[k]! += 1;
        }
      }
    }
  }
  return { uni, bi };
}

export function buildReferenceLM(docs: Int32Array[], bits: number, biBits: number): ReferenceLM {
  return lmFromCounts(referenceCounts(docs, bits, biBits), bits, biBits);
}
