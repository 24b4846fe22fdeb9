import { PACE_EVEN_CV, PACE_FAST_MEDIAN_MS, PACE_FLAG_CHARS, PACE_MIN_KEYSTROKES } from "@/lib/tuning";
import type { WritingEvent } from "./events";
import type { ReportPace } from "./types";

export interface BurstPace {
  medianMs: number;
  /** Coefficient of variation of the gaps between keystrokes (standard deviation / mean). */
  cv: number;
  /**
   * The same spread measured robustly (1.4826 x median absolute deviation / median): a fixed-delay typer's gaps
   * stay even under it when a busy browser stalls a few keystrokes, which lifts the plain one.
   */
  robustCv: number;
}

/** The pace of a typed burst's keystrokes, or null when it is too short to judge. */
export function burstPace(gaps: readonly number[]): BurstPace | null {
  if (gaps.length < PACE_MIN_KEYSTROKES - 1) return null;
  const sorted = [...gaps].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const medianMs = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  const variance = gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length;
  const deviations = gaps.map((gap) => Math.abs(gap - medianMs)).sort((a, b) => a - b);
  const mad = deviations.length % 2 ? deviations[middle]! : (deviations[middle - 1]! + deviations[middle]!) / 2;
  return { medianMs, cv: mean > 0 ? Math.sqrt(variance) / mean : 0, robustCv: medianMs > 0 ? (1.4826 * mad) / medianMs : 0 };
}

/**
 * Typing a machine could do, counted over the typed bursts: faster than people type, or as even as an
 * auto-typer's fixed delay (people's gaps between keys vary by half their mean or more). Pastes and tools'
 * output are shown as such elsewhere; this looks only at what was recorded as typed.
 */
export function judgePace(events: readonly WritingEvent[]): ReportPace {
  let fastBursts = 0;
  let machineLikeBursts = 0;
  let machineLikeCharacters = 0;
  let judgedBursts = 0;
  for (const event of events) {
    if (event.k !== "i" || event.src !== "type" || !event.gaps) continue;
    const pace = burstPace(event.gaps);
    if (!pace) continue;
    judgedBursts++;
    const fast = pace.medianMs < PACE_FAST_MEDIAN_MS;
    const even = pace.cv < PACE_EVEN_CV || pace.robustCv < PACE_EVEN_CV;
    if (fast) fastBursts++;
    if (even) machineLikeBursts++;
    if (fast || even) machineLikeCharacters += event.s.length;
  }
  const flagged = machineLikeCharacters >= PACE_FLAG_CHARS;
  const note = flagged
    ? `${machineLikeCharacters} typed characters came in bursts a machine could have typed (${fastBursts} faster than people type, ${machineLikeBursts} at an even, machine-like pace): an auto-typer replaying a text looks like this.`
    : judgedBursts === 0
      ? "Too little continuous typing to judge its pace."
      : `The typing's pace varies as a person's does (${judgedBursts} bursts judged).`;
  return { fastBursts, machineLikeBursts, machineLikeCharacters, judgedBursts, flagged, note };
}
