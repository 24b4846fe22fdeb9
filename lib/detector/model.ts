/**
 * Detector model file format, loading and scoring.
 * The model is a JSON file; large arrays are stored as base64 little-endian typed arrays.
 */
import { DENSE_DIM, denseFeatures } from "./features";
import { sparseDot, type FeatureConfig } from "./features/hashing";
import { lmFromCounts, type ReferenceLM } from "./reference-lm";
import { analyze, type TextAnalysis } from "./text";
import type { VerdictBand } from "./verdict";

export interface DetectorModelFile {
  format: "rewrite-studio-detector";
  version: 2;
  featureConfig: FeatureConfig;
  /** Reference human LM: hashed capped unigram and bigram counts (Uint16, base64). */
  lm: { bits: number; biBits: number; uni: string; bi: string };
  standardizer: { mean: number[]; std: number[] };
  /** Sparse weights quantized to Int16 (base64): w = q * scale. */
  sparse: { scale: number; q: string };
  denseW: number[];
  /** Correlation of each standardized dense feature with the AI label (for explanations). */
  denseCorr: number[];
  bias: number;
  calibration: BetaCalibration;
  /** Sentence scores blend document and sentence margins: m = docWeight*doc + (1-docWeight)*sentence. */
  sentence: { docWeight: number };
  /** Thresholds of the three verdicts per length band (see verdict.ts). */
  verdict: { bands: VerdictBand[] };
  /** Informational: training metrics and settings. */
  meta: Record<string, unknown>;
}

export interface DetectorModel {
  cfg: FeatureConfig;
  lm: ReferenceLM;
  mean: Float64Array;
  std: Float64Array;
  sparseW: Float32Array;
  denseW: Float64Array;
  denseCorr: Float64Array;
  bias: number;
  calibration: BetaCalibration;
  sentenceDocWeight: number;
  verdictBands: VerdictBand[];
}

/**
 * Beta calibration (Kull et al., 2017) of a margin z, with s = sigmoid(z):
 * p = sigmoid(c + a * ln(s) - b * ln(1 - s)). With a, b >= 0 it is increasing in z; a = b is
 * Platt scaling. Unlike Platt it fits classes whose margins spread differently (AI margins
 * spread wider than human ones here).
 */
export interface BetaCalibration {
  a: number;
  b: number;
  c: number;
}

/** ln(1 + e^x) without overflow. */
function softplus(x: number): number {
  return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}

/** The calibration inputs ln(s) and -ln(1 - s) of a margin (s = sigmoid(z)). */
export function betaInputs(z: number): [number, number] {
  return [-softplus(-z), softplus(z)];
}

export function betaCalibrated(cal: BetaCalibration, z: number): number {
  const [lnS, negLn1mS] = betaInputs(z);
  return 1 / (1 + Math.exp(-(cal.c + cal.a * lnS + cal.b * negLn1mS)));
}

export function encodeTyped(a: Int16Array | Uint16Array | Uint32Array | Float32Array): string {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("base64");
}

function decodeBytes(b64: string): Uint8Array {
  const buf = Buffer.from(b64, "base64");
  // copy into a fresh, aligned ArrayBuffer
  const out = new Uint8Array(buf.length);
  out.set(buf);
  return out;
}

export function parseModel(file: DetectorModelFile): DetectorModel {
  if (file.format !== "rewrite-studio-detector" || file.version !== 2) throw new Error("Unsupported detector model file");
  const uni = new Uint16Array(decodeBytes(file.lm.uni).buffer);
  const bi = new Uint16Array(decodeBytes(file.lm.bi).buffer);
  const q = new Int16Array(decodeBytes(file.sparse.q).buffer);
  const sparseW = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) sparseW[i] = q[i]! * file.sparse.scale;
  if (sparseW.length !== 1 << file.featureConfig.hashBits) throw new Error("Detector model: bad sparse weight size");
  if (file.denseW.length !== DENSE_DIM) throw new Error("Detector model: dense feature mismatch");
  return {
    cfg: file.featureConfig,
    lm: lmFromCounts({ uni, bi }, file.lm.bits, file.lm.biBits),
    mean: Float64Array.from(file.standardizer.mean),
    std: Float64Array.from(file.standardizer.std),
    sparseW,
    denseW: Float64Array.from(file.denseW),
    denseCorr: Float64Array.from(file.denseCorr ?? new Array<number>(DENSE_DIM).fill(0)),
    bias: file.bias,
    calibration: file.calibration,
    sentenceDocWeight: file.sentence.docWeight,
    verdictBands: file.verdict.bands,
  };
}

export interface MarginParts {
  /** Total margin (log-odds before calibration). */
  margin: number;
  sparse: number;
  /** Per dense feature contribution to the margin. */
  dense: Float64Array;
  /** Standardized dense feature values. */
  denseZ: Float64Array;
}

export function standardizeDense(m: DetectorModel, raw: Float64Array): Float64Array {
  const z = new Float64Array(DENSE_DIM);
  for (let j = 0; j < DENSE_DIM; j++) z[j] = Math.max(-5, Math.min(5, (raw[j]! - m.mean[j]!) / m.std[j]!));
  return z;
}

export function marginOf(m: DetectorModel, a: TextAnalysis): MarginParts {
  const sparse = sparseDot(a, m.cfg, m.sparseW);
  const denseZ = standardizeDense(m, denseFeatures(a, m.lm));
  const dense = new Float64Array(DENSE_DIM);
  let margin = m.bias + sparse;
  for (let j = 0; j < DENSE_DIM; j++) {
    dense[j] = m.denseW[j]! * denseZ[j]!;
    margin += dense[j]!;
  }
  return { margin, sparse, dense, denseZ };
}

/** A probability as the app shows it: percent with one decimal. */
export function scorePercent(p: number): number {
  return Math.round(p * 1000) / 10;
}

export function calibrate(m: DetectorModel, margin: number): number {
  return betaCalibrated(m.calibration, margin);
}

export function marginOfText(m: DetectorModel, text: string): number {
  return marginOf(m, analyze(text)).margin;
}
