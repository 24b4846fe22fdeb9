/** Word-predictability features (indices 22..31 of the dense vector) under the reference model of human text. */
import type { ReferenceLM } from "../reference-lm";
import { mix } from "./hashing";
import { meanStd, setPerToken } from "./stylometry";

/** Word-predictability features (indices 22..31) from the LM hashes of the tokens. */
export function lmFeatures(hashes: Int32Array, sentLens: number[], lm: ReferenceLM, f: Float64Array): void {
  const n = hashes.length;
  const nt = Math.max(1, n);
  const uMask = (1 << lm.bits) - 1;
  const bMask = (1 << lm.biBits) - 1;
  const MU = 20;
  let sum = 0;
  let t10 = 0;
  let t100 = 0;
  let t1000 = 0;
  let rare = 0;
  let unseen = 0;
  let biSum = 0;
  let biUnseen = 0;
  const lp = new Float64Array(n);
  const blp = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const b = hashes[i]! & uMask;
    const l = lm.logp[b]!;
    lp[i] = l;
    sum += l;
    const r = lm.rank[b]!;
    if (r < 10) t10++;
    else if (r < 100) t100++;
    else if (r < 1000) t1000++;
    else rare++;
    if (lm.uni[b]! < 2) unseen++;
    if (i > 0) {
      const pb = hashes[i - 1]! & uMask;
      const c12 = lm.bi[mix(hashes[i - 1]!, hashes[i]!) & bMask]!;
      if (c12 === 0) biUnseen++;
      // Dirichlet-smoothed bigram probability backing off to the unigram model
      const v = Math.log((c12 + MU * Math.exp(l)) / (lm.uni[pb]! + MU));
      blp[i] = v;
      biSum += v;
    } else {
      blp[i] = l;
      biSum += l;
    }
  }
  setPerToken(f, nt, { 22: sum, 24: t10, 25: t100, 26: t1000, 27: rare, 28: unseen, 29: biSum });
  f[30] = Math.max(0, n - 1) > 0 ? biUnseen / (n - 1) : 0;
  const sentMeans: number[] = [];
  const sentBi: number[] = [];
  let pos = 0;
  for (const len of sentLens) {
    let s = 0;
    let sb = 0;
    let k = 0;
    for (let i = pos; i < pos + len && i < n; i++, k++) {
      s += lp[i]!;
      sb += blp[i]!;
    }
    pos += len;
    if (k > 0) {
      sentMeans.push(s / k);
      sentBi.push(sb / k);
    }
  }
  f[23] = meanStd(sentMeans)[1];
  f[31] = meanStd(sentBi)[1];
}
