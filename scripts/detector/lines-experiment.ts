/**
 * Experiments on how the verdict lines are drawn, without retraining the model for each: trains once with the
 * shipped config, caches the out-of-fold (OOF) scores of every training text and excerpt, the dev scores and the
 * paragraphs of the documents built from dev, then draws each variant's lines from the OOF scores and prints its
 * dev figures in seconds, with the bound rules of detector:eval (allowedMisses per true source and domain).
 *
 * Variants: the shipped length bands, other length bands, and lines per predicted kind of writing (a multinomial
 * logistic regression over hashed word unigrams predicts the corpus domain; OOF for the training texts, so the
 * lines are drawn on the kinds the classifier actually predicts, errors included).
 *
 * Each variant is also checked across folds: lines drawn on four of the five calibration folds, bounds checked
 * on the fifth (whole texts of 40+ words), summed over the five; a line that holds on dev only by luck breaks
 * more groups there than the shipped rule.
 *
 * Usage: npx tsx scripts/detector/lines-experiment.ts [--retrain] [--detail]   (--detail: per-group figures of every variant)
 *   (env DETECTOR_LINES_CACHE: cache file, default /tmp/detector-lines-experiment.json; the first run trains, ~4 min)
 */
import fs from "node:fs";
import type { Verdict } from "@/lib/ai/types";
import { MIN_RELIABLE_WORDS, PARAGRAPH_MARK_RATE, loadDetectorModel } from "@/lib/detector";
import { fnv1a } from "@/lib/detector/features/hashing";
import { calibrate, marginOf, parseModel, scorePercent } from "@/lib/detector/model";
import { analyze, countWords, isProbablyEnglish, paragraphBlocks } from "@/lib/detector/text";
import { humanRateOf, isAiLeaning, verdictOf, type VerdictBand } from "@/lib/detector/verdict";
import { fmt, loadRows, rng, shuffleInPlace } from "./common";
import { TRAIN_CONFIG } from "./config";
import { DOCUMENT_SEED, buildDocuments, type DocumentKind } from "./documents";
import { featurizeTraining, trainModel } from "./pipeline";
import {
  byDomain,
  bySource,
  chooseVerdictBands,
  groupShares,
  inBand,
  type GroupShare,
  type ScoredText,
  type VerdictConfig,
} from "./verdicts";

const CACHE = process.env.DETECTOR_LINES_CACHE ?? "/tmp/detector-lines-experiment.json";

interface Text extends ScoredText {
  /** Predicted kind of writing (index into Cache.kinds). */
  kind: number;
}
interface TrainText extends Text {
  fold: number;
  excerpt: boolean;
}
interface Piece {
  score: number;
  words: number;
  english: boolean;
  kind: number;
}
interface BuiltDoc {
  kind: DocumentKind;
  domain: string;
  aiParagraphs: boolean[];
  doc: Piece;
  paragraphs: Piece[];
}
interface Cache {
  /** Whether the lines drawn from the cached OOF scores equal those of lib/detector/model.json. */
  reproducesShipped: boolean;
  kinds: string[];
  kindAccuracy: { oof: number; dev: number };
  train: TrainText[];
  dev: Text[];
  docs: BuiltDoc[];
}

// ---------------------------------------------------------------------------------------
// Kind of writing: multinomial logistic regression over hashed word unigrams

const KIND_BITS = 14;
const KIND_DIM = 1 << KIND_BITS;
const KIND_EPOCHS = 5;
const KIND_LAMBDA = 1e-5;
const KIND_ETA0 = 0.5;

interface KindVec {
  idx: Int32Array;
  val: Float64Array;
}

/** Sublinear counts of the text's words, hashed and L2-normalized. */
function kindFeatures(text: string): KindVec {
  const counts = new Map<number, number>();
  for (const t of analyze(text).tokens) {
    if (!/[a-z]/.test(t)) continue;
    const h = fnv1a(t) & (KIND_DIM - 1);
    counts.set(h, (counts.get(h) ?? 0) + 1);
  }
  const idx = Int32Array.from([...counts.keys()].sort((a, b) => a - b));
  const val = Float64Array.from(idx, (k) => 1 + Math.log(counts.get(k)!));
  const norm = Math.hypot(...val) || 1;
  for (let i = 0; i < val.length; i++) val[i]! /= norm;
  return { idx, val };
}

function kindLogits(w: Float64Array, x: KindVec, k: number, out: Float64Array): void {
  for (let c = 0; c < k; c++) {
    let s = w[KIND_DIM * k + c]!;
    for (let j = 0; j < x.idx.length; j++) s += w[x.idx[j]! * k + c]! * x.val[j]!;
    out[c] = s;
  }
}

/** Weights [bucket * k + kind], then k biases; deterministic SGD. */
function trainKinds(xs: KindVec[], ys: number[], k: number): Float64Array {
  const w = new Float64Array((KIND_DIM + 1) * k);
  const order = xs.map((_, i) => i);
  const rand = rng(TRAIN_CONFIG.seed);
  const z = new Float64Array(k);
  let t = 0;
  for (let ep = 0; ep < KIND_EPOCHS; ep++) {
    for (const i of shuffleInPlace(order, rand)) {
      const x = xs[i]!;
      const eta = KIND_ETA0 / (1 + KIND_ETA0 * KIND_LAMBDA * t++);
      kindLogits(w, x, k, z);
      const max = Math.max(...z);
      let sum = 0;
      for (let c = 0; c < k; c++) sum += z[c] = Math.exp(z[c]! - max);
      for (let c = 0; c < k; c++) {
        const g = z[c]! / sum - (ys[i] === c ? 1 : 0);
        for (let j = 0; j < x.idx.length; j++) {
          const p = x.idx[j]! * k + c;
          w[p] = w[p]! * (1 - eta * KIND_LAMBDA) - eta * g * x.val[j]!;
        }
        w[KIND_DIM * k + c]! -= eta * g * 0.1;
      }
    }
  }
  return w;
}

function predictKind(w: Float64Array, x: KindVec, k: number): number {
  const z = new Float64Array(k);
  kindLogits(w, x, k, z);
  return z.indexOf(Math.max(...z));
}

// ---------------------------------------------------------------------------------------
// Cache

function buildCache(): Cache {
  const t0 = Date.now();
  const log = (s: string) => console.error(`[${((Date.now() - t0) / 1000).toFixed(0)}s] ${s}`);
  const docs = featurizeTraining(loadRows("train"), TRAIN_CONFIG);
  log(`featurized ${docs.length} texts and excerpts`);
  const { file, oofTexts, oofFolds } = trainModel(docs, TRAIN_CONFIG, log);
  const model = parseModel(file);
  const reproducesShipped = JSON.stringify(file.verdict.bands) === JSON.stringify(loadDetectorModel().verdictBands);

  const kinds = Array.from(new Set(docs.map((d) => d.row.domain))).sort();
  const trainX = docs.map((d) => kindFeatures(d.row.text));
  const trainY = docs.map((d) => kinds.indexOf(d.row.domain));
  const oofKind = new Array<number>(docs.length);
  for (let f = 0; f < TRAIN_CONFIG.calibrationFolds; f++) {
    const rest = docs.flatMap((_, i) => (oofFolds[i] === f ? [] : [i]));
    const w = trainKinds(
      rest.map((i) => trainX[i]!),
      rest.map((i) => trainY[i]!),
      kinds.length,
    );
    docs.forEach((_, i) => {
      if (oofFolds[i] === f) oofKind[i] = predictKind(w, trainX[i]!, kinds.length);
    });
    log(`kind classifier fold ${f + 1}/${TRAIN_CONFIG.calibrationFolds}`);
  }
  const kindW = trainKinds(trainX, trainY, kinds.length);
  const kindOf = (text: string) => predictKind(kindW, kindFeatures(text), kinds.length);

  const piece = (text: string): Piece => ({
    score: scorePercent(calibrate(model, marginOf(model, analyze(text)).margin)),
    words: countWords(text),
    english: isProbablyEnglish(text),
    kind: kindOf(text),
  });
  const devRows = loadRows("dev");
  const dev: Text[] = devRows.map((r) => ({ ...piece(r.text), y: r.label === "ai" ? 1 : 0, source: r.source, domain: r.domain }));
  const built = buildDocuments(devRows, DOCUMENT_SEED).map((d) => {
    const spans = paragraphBlocks(d.text, MIN_RELIABLE_WORDS);
    return {
      kind: d.kind,
      domain: d.domain,
      aiParagraphs: d.aiParagraphs,
      doc: piece(d.text),
      paragraphs: spans.length > 1 ? spans.map((s) => piece(d.text.slice(s.start, s.end))) : [],
    };
  });
  const train = oofTexts.map((t, i) => ({ ...t, kind: oofKind[i]!, fold: oofFolds[i]!, excerpt: docs[i]!.excerpt }));
  const accuracy = (ts: Text[]) => ts.filter((t) => kinds[t.kind] === t.domain).length / ts.length;
  log("scored dev and its documents");
  return { reproducesShipped, kinds, kindAccuracy: { oof: accuracy(train), dev: accuracy(dev) }, train, dev, docs: built };
}

function loadCache(retrain: boolean): Cache {
  if (!retrain && fs.existsSync(CACHE)) return JSON.parse(fs.readFileSync(CACHE, "utf8")) as Cache;
  const cache = buildCache();
  fs.writeFileSync(CACHE, JSON.stringify(cache));
  return cache;
}

/** The cache with each text's kind replaced: `kindOf` gets the predicted kind and the true domain. */
function relabel(cache: Cache, kindOf: (predicted: number, domain: string) => number): Cache {
  const docPiece = (p: Piece, domain: string) => ({ ...p, kind: kindOf(p.kind, domain) });
  return {
    ...cache,
    train: cache.train.map((t) => ({ ...t, kind: kindOf(t.kind, t.domain) })),
    dev: cache.dev.map((t) => ({ ...t, kind: kindOf(t.kind, t.domain) })),
    docs: cache.docs.map((d) => ({ ...d, doc: docPiece(d.doc, d.domain), paragraphs: d.paragraphs.map((p) => docPiece(p, d.domain)) })),
  };
}

/**
 * Coarser kinds: the predicted domains merged, most confused pair first (average linkage over the share of each
 * domain's out-of-fold texts predicted as the other), until `k` groups remain. Returns domain index -> group.
 */
function confusionClusters(cache: Cache, k: number): number[] {
  const n = cache.kinds.length;
  const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const t of cache.train) counts[cache.kinds.indexOf(t.domain)]![t.kind]! += 1;
  const rate = counts.map((row) =>
    row.map(
      (c) =>
        c /
        Math.max(
          1,
          row.reduce((a, b) => a + b, 0),
        ),
    ),
  );
  const similarity = (a: number, b: number) => (rate[a]![b]! + rate[b]![a]!) / 2;
  let clusters = Array.from({ length: n }, (_, i) => [i]);
  while (clusters.length > k) {
    let best = { i: 0, j: 1, s: -1 };
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        let sum = 0;
        for (const a of clusters[i]!) for (const b of clusters[j]!) sum += similarity(a, b);
        const s = sum / (clusters[i]!.length * clusters[j]!.length);
        if (s > best.s) best = { i, j, s };
      }
    }
    clusters = [...clusters.filter((_, c) => c !== best.i && c !== best.j), [...clusters[best.i]!, ...clusters[best.j]!]];
  }
  const groupOf = new Array<number>(n);
  clusters.forEach((c, g) => c.forEach((d) => (groupOf[d] = g)));
  return groupOf;
}

// ---------------------------------------------------------------------------------------
// Ways of drawing the lines

type Judged = { verdict: Verdict; rate: number | null };
type Lines = (t: { score: number; words: number; kind: number }) => Judged;
type Drawing = (train: TrainText[]) => Lines;

const bandJudge = (bands: readonly VerdictBand[], t: { score: number; words: number }): Judged => ({
  verdict: verdictOf(bands, t.score, t.words),
  rate: humanRateOf(bands, t.score, t.words)?.rate ?? null,
});

/** The shipped verdict config with a variant's changes; a variant's `edges` serve the "Likely human" line too unless it says otherwise. */
const configWith = (verdict: Partial<VerdictConfig>): VerdictConfig => ({
  ...TRAIN_CONFIG.verdict,
  ...(verdict.edges && { humanEdges: verdict.edges }),
  ...verdict,
});

/** Lines per length band for every kind of writing (the shipped rule). */

function byLength(verdict: Partial<VerdictConfig>): Drawing {
  return (train) => {
    const bands = chooseVerdictBands(train, configWith(verdict));
    return (t) => bandJudge(bands, t);
  };
}

interface KindOptions {
  /** The bound shares (1%, 5%, 5%) are multiplied by this within a kind, for room against overfitting its few texts. */
  shrink: number;
  /** A kind's band keeps the all-kinds lines unless it has at least this many human and this many AI texts. */
  minTexts: number;
  /** Whether "Likely human" is drawn per kind too (else the all-kinds line). */
  kindHuman: boolean;
}

/**
 * Lines per (predicted kind, length band): each kind's bands drawn from its own texts with the same per-source
 * and per-domain rule at shrunk shares, falling back to the all-kinds band where the kind has too few texts.
 */
function byKind(verdict: Partial<VerdictConfig>, o: KindOptions): Drawing {
  return (train) => {
    const cfg = configWith(verdict);
    const all = chooseVerdictBands(train, cfg);
    const strict = {
      ...cfg,
      maxHumanShareAi: cfg.maxHumanShareAi * o.shrink,
      maxHumanShareAiLeaning: cfg.maxHumanShareAiLeaning * o.shrink,
      maxAiShareHuman: cfg.maxAiShareHuman * o.shrink,
    };
    const perKind = new Map<number, VerdictBand[]>();
    for (const kind of new Set(train.map((t) => t.kind))) {
      const texts = train.filter((t) => t.kind === kind);
      const own = chooseVerdictBands(texts, strict);
      perKind.set(
        kind,
        own.map((band, i) => {
          const fallback = all[i]!;
          const here = texts.filter((t) => inBand(t, band));
          if (here.filter((t) => t.y === 0).length < o.minTexts || here.filter((t) => t.y === 1).length < o.minTexts) return fallback;
          const possiblyAi =
            band.possiblyAi === null || band.ai === null ? (band.possiblyAi ?? band.ai) : Math.min(band.possiblyAi, band.ai);
          return { ...band, possiblyAi, human: Math.min(o.kindHuman ? band.human : fallback.human, possiblyAi ?? 100) };
        }),
      );
    }
    return (t) => bandJudge(perKind.get(t.kind) ?? all, t);
  };
}

// ---------------------------------------------------------------------------------------
// Figures

const cfg = TRAIN_CONFIG.verdict;

function boundShares(texts: Text[], verdictOfText: (t: ScoredText) => Verdict): GroupShare[] {
  const humans = texts.filter((t) => t.y === 0);
  return [
    ...groupShares(humans, [bySource, byDomain], (t) => verdictOfText(t) === "ai", cfg.maxHumanShareAi).map((g) => ({
      ...g,
      group: `likely AI: ${g.group}`,
    })),
    ...groupShares(humans, [bySource, byDomain], (t) => isAiLeaning(verdictOfText(t)), cfg.maxHumanShareAiLeaning).map((g) => ({
      ...g,
      group: `AI-leaning: ${g.group}`,
    })),
    ...groupShares(
      texts.filter((t) => t.y === 1),
      [bySource],
      (t) => verdictOfText(t) === "human",
      cfg.maxAiShareHuman,
    ).map((g) => ({ ...g, group: `AI likely human: ${g.group}` })),
  ];
}

function verdictsOf(lines: Lines, texts: Text[]): (t: ScoredText) => Verdict {
  const verdicts = new Map<ScoredText, Verdict>(texts.map((t) => [t, lines(t).verdict]));
  return (t) => verdicts.get(t)!;
}

/** Lines drawn on four folds, bounds checked on the fifth, summed over the folds. */
function crossFoldBroken(drawing: Drawing, train: TrainText[]): { broken: string[]; groups: number } {
  const broken: string[] = [];
  let groups = 0;
  for (let f = 0; f < TRAIN_CONFIG.calibrationFolds; f++) {
    const held = train.filter((t) => t.fold === f && !t.excerpt && t.words >= MIN_RELIABLE_WORDS);
    const shares = boundShares(held, verdictsOf(drawing(train.filter((t) => t.fold !== f)), held));
    groups += shares.length;
    broken.push(...shares.filter((g) => !g.holds).map((g) => `fold ${f + 1} ${g.group} ${g.hits}/${g.n}`));
  }
  return { broken, groups };
}

const share = <T>(xs: T[], hit: (x: T) => boolean) => (xs.length ? xs.filter(hit).length / xs.length : NaN);

function report(name: string, drawing: Drawing, cache: Cache, detail: boolean): void {
  const lines = drawing(cache.train);
  const texts = cache.dev.filter((t) => t.words >= MIN_RELIABLE_WORDS);
  const verdict = verdictsOf(lines, texts);
  const lean = (t: ScoredText) => isAiLeaning(verdict(t));
  const humans = texts.filter((t) => t.y === 0);
  const ai100 = texts.filter((t) => t.y === 1 && t.words >= 100);
  const ai40 = texts.filter((t) => t.y === 1 && t.words < 100);
  const sources = Array.from(new Set(ai100.map((t) => t.source))).sort();
  const perSource = sources.map((s) => ({
    s,
    lean: share(
      ai100.filter((t) => t.source === s),
      lean,
    ),
  }));
  const bounds = boundShares(texts, verdict);
  const broken = bounds.filter((g) => !g.holds);

  // documents: a paragraph is marked when AI-leaning and rare enough among human texts (Bonferroni), as detect() does
  const judge = (p: Piece): Judged => (p.words < MIN_RELIABLE_WORDS || !p.english ? { verdict: "mixed", rate: null } : lines(p));
  const docs = cache.docs.map((d) => {
    const marks = d.paragraphs.map((p) => {
      const j = judge(p);
      return isAiLeaning(j.verdict) && j.rate !== null && j.rate <= PARAGRAPH_MARK_RATE / d.paragraphs.length;
    });
    const docVerdict = judge(d.doc).verdict;
    return { d, marks, verdict: docVerdict === "human" && marks.some(Boolean) ? "mixed" : docVerdict };
  });
  const half = docs.filter((x) => x.d.kind === "half");
  const cross = crossFoldBroken(drawing, cache.train);

  console.log(
    `${name.padEnd(44)} ${[
      fmt(
        share(humans, (t) => verdict(t) === "human"),
        3,
      ),
      fmt(share(humans, lean), 3),
      `${fmt(share(ai100, lean), 3)} (${fmt(Math.min(...perSource.map((p) => p.lean)), 2)})`,
      fmt(share(ai40, lean), 3),
      fmt(
        share(half, (x) => x.verdict !== "human" && x.marks.some(Boolean)),
        3,
      ),
      fmt(
        share(
          docs.filter((x) => x.d.kind === "human"),
          (x) => !x.marks.some(Boolean),
        ),
        3,
      ),
      broken.length === 0 ? "hold     " : `${broken.length} broken`,
      `${cross.broken.length}/${cross.groups}`,
    ].join("  ")}`,
  );
  if (detail) {
    console.log(
      `      AI texts of 100+ words AI-leaning per source: ${perSource.map((p) => `${p.s.split("/")[0]} ${fmt(p.lean, 2)}`).join(", ")}`,
    );
    for (const g of bounds.filter((b) => b.hits > 0))
      console.log(`      ${g.group.padEnd(64)} ${g.hits}/${g.n}${g.holds ? "" : "  BROKEN"}`);
    console.log(`      broken across folds: ${cross.broken.join("; ") || "none"}`);
  }
}

function main(): void {
  const args = new Set(process.argv.slice(2));
  const cache = loadCache(args.has("--retrain"));
  console.log(
    `cache ${CACHE}: ${cache.train.length} OOF texts and excerpts, ${cache.dev.length} dev texts, ${cache.docs.length} dev documents`,
  );
  console.log(
    `lines drawn from the cached OOF scores reproduce lib/detector/model.json: ${cache.reproducesShipped ? "yes" : "NO (retrain: --retrain)"}`,
  );
  console.log(
    `kind classifier (${cache.kinds.length} corpus domains): accuracy OOF ${fmt(cache.kindAccuracy.oof, 3)}, dev ${fmt(cache.kindAccuracy.dev, 3)}`,
  );
  console.log(
    "\nDev split, texts of 40+ words. Columns: human texts Likely human | human texts AI-leaning | AI texts of 100+ words AI-leaning (worst source) |\n" +
      "AI texts of 40-99 words AI-leaning | half-and-half documents with an AI paragraph marked | wholly human documents unmarked |\n" +
      "dev bounds per true source and domain | groups broken across folds (lines drawn on 4 folds, checked on the 5th)\n",
  );
  const detail = args.has("--detail");
  const shipped = TRAIN_CONFIG.verdict.edges;
  report(`shipped bands ${shipped.join("/")}`, byLength({}), cache, true);
  for (const edges of [
    [40, 100],
    [40, 100, 150, 250],
    [40, 70, 100, 150, 250],
    [40, 60, 80, 100, 150, 250],
    [40, 55, 70, 85, 100, 150, 250],
    [40, 60, 80, 100, 150, 200, 300],
  ]) {
    report(`bands ${edges.join("/")}`, byLength({ edges }), cache, detail);
  }
  for (const edges of [
    [40, 100],
    [40, 100, 150, 250],
    [40, 70, 100, 150, 250],
  ]) {
    for (const shrink of [1, 0.8, 0.6]) {
      for (const minTexts of [60, 150]) {
        for (const kindHuman of [false, true]) {
          const name = `kind ${edges.join("/")} x${shrink} min${minTexts}${kindHuman ? " +human" : ""}`;
          report(
            name,
            byKind({ edges }, { shrink, minTexts, kindHuman }),
            cache,
            detail || (edges.length === 5 && shrink === 0.8 && minTexts === 150 && !kindHuman),
          );
        }
      }
    }
  }
  for (const k of [3, 5, 8]) {
    const groupOf = confusionClusters(cache, k);
    const coarse = relabel(cache, (predicted) => groupOf[predicted]!);
    const members = Array.from({ length: k }, (_, g) => cache.kinds.filter((_, d) => groupOf[d] === g).join(", "));
    console.log(`\n${k} kinds merged by confusion: ${members.map((m) => `[${m}]`).join(" ")}`);
    for (const [edges, shrink, minTexts] of [
      [[40, 100, 150, 250], 1, 60],
      [[40, 100, 150, 250], 0.8, 150],
      [[40, 70, 100, 150, 250], 0.8, 150],
      [[40, 70, 100, 150, 250], 0.6, 150],
    ] as const) {
      report(
        `${k} kinds ${edges.join("/")} x${shrink} min${minTexts}`,
        byKind({ edges: [...edges] }, { shrink, minTexts, kindHuman: false }),
        coarse,
        detail,
      );
    }
  }
  console.log("\noracle: each text's true domain as its kind (the checker cannot know it)");
  const oracle = relabel(cache, (_, domain) => cache.kinds.indexOf(domain));
  for (const minTexts of [60, 150]) {
    for (const kindHuman of [false, true]) {
      report(
        `true domain 40/100/150/250 x1 min${minTexts}${kindHuman ? " +human" : ""}`,
        byKind({}, { shrink: 1, minTexts, kindHuman }),
        oracle,
        detail,
      );
    }
  }
}

main();
