/**
 * Real model output for the provider replay: every corpus text an LLM made from another corpus text (a rewrite,
 * polish or rephrase of a human text, or MixSet's "humanize" of an AI answer), paired with the text it was made
 * from. Pairs are matched as the detector's calibration folds match them (`sourceItemGroups`: the source text of
 * the same corpus source sharing the most words, at a word-set Jaccard of at least 0.2); a made text with no such
 * source is dropped and counted.
 */
import { normalizeText, tokenize } from "@/lib/detector/text";
import { loadRows, type Row } from "@/scripts/detector/common";
import { TRAIN_CONFIG } from "@/scripts/detector/config";
import { sourceItemGroups, type GroupedDoc } from "@/scripts/detector/pipeline";

export type PairKind = "rewrite" | "humanize";

export interface ReplayPair {
  /** Stable id: split and row number of the made text. */
  id: string;
  kind: PairKind;
  /** The text the model was given (what the bench sends as the user's text). */
  source: string;
  /** What the model answered (what the replay provider streams back). */
  reply: string;
  generator: string;
  corpusSource: string;
  domain: string;
}

export interface PairStats {
  kind: PairKind;
  made: number;
  recovered: number;
  dropped: number;
}

/** Generators whose text is an LLM's rewrite of a human text of the same source (corpus README, "+variant"). */
function isRewrite(row: Row): boolean {
  if (row.label !== "ai" || !row.generator) return false;
  if (row.source === "ranhli/l2r_data" || row.source === "Clement1290/ChatGPT-Detection-PR-HPPT") return true;
  return /\+(?:polish|rewrite|simplify-rewrite|rephrase|human-style-rephrase|llm-polish)$/.test(row.generator);
}

const isHumanize = (row: Row) => row.source === "Dongping-Chen/MixSet" && /\+humanize$/.test(row.generator ?? "");
/** MixSet's humanize inputs are its plain machine answers (no "+variant"). */
const isMixSetMachineAnswer = (row: Row) => row.source === "Dongping-Chen/MixSet" && row.label === "ai" && !row.generator?.includes("+");

/**
 * Pairs `made` rows with `from` rows through sourceItemGroups, which joins each text labelled 1 to the text
 * labelled 0 it shares most words with.
 */
function match(rows: { row: Row; id: string }[], isFrom: (row: Row) => boolean, isMade: (row: Row) => boolean, kind: PairKind) {
  const used = rows.filter(({ row }) => isFrom(row) || isMade(row));
  const docs: GroupedDoc[] = used.map(({ row }, parent) => ({
    row,
    y: isMade(row) ? 1 : 0,
    tokens: tokenize(normalizeText(row.text)),
    parent,
    excerpt: false,
  }));
  const groupOf = sourceItemGroups(docs, TRAIN_CONFIG.calibrationGroupJaccard);
  const pairs: ReplayPair[] = [];
  let made = 0;
  used.forEach(({ row, id }, i) => {
    if (!isMade(row)) return;
    made++;
    const from = groupOf.get(i)!;
    if (from === i) return;
    pairs.push({
      id,
      kind,
      source: used[from]!.row.text,
      reply: row.text,
      generator: row.generator!,
      corpusSource: row.source,
      domain: row.domain,
    });
  });
  const stats: PairStats = { kind, made, recovered: pairs.length, dropped: made - pairs.length };
  return { pairs, stats };
}

/** Every recoverable pair of the corpus (train and dev splits), rewrites first, in corpus order. */
export function loadReplayPairs(): { pairs: ReplayPair[]; stats: PairStats[] } {
  const rows = (["train", "dev"] as const).flatMap((split) => loadRows(split).map((row, i) => ({ row, id: `${split}:${i}` })));
  const rewrites = match(rows, (row) => row.label === "human", isRewrite, "rewrite");
  const humanized = match(rows, isMixSetMachineAnswer, isHumanize, "humanize");
  return { pairs: [...rewrites.pairs, ...humanized.pairs], stats: [rewrites.stats, humanized.stats] };
}
