/** Rewriter timing: median and p95 for 250 and 3000 words, per model, humanize on and off. Run: npm run bench:rewriter */
import type { ModelId } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";
import { proseOfWords, wordsOf } from "@/tests/rewriter/fixtures";

const WARMUP = 20;
const RUNS = 60;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function measure(text: string, model: ModelId, humanize: boolean): { median: number; p95: number } {
  const run = (seedText: string) => rewriteText({ text: seedText, options: {}, humanize, rephraseType: "Rewriter", model });
  for (let i = 0; i < WARMUP; i++) run(`${text} ${i}`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A varying suffix changes the seed, so each run takes a different path through the engine.
    const input = `${text} Run ${i}.`;
    const start = performance.now();
    run(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

const rows: string[] = [];
for (const target of [250, 3000]) {
  const text = proseOfWords(target);
  for (const model of ["pulse", "lumenaris"] as const) {
    for (const humanize of [false, true]) {
      const { median, p95 } = measure(text, model, humanize);
      rows.push(
        `${String(wordsOf(text).length).padStart(5)} words  ${model.padEnd(9)}  humanize=${String(humanize).padEnd(5)}  median ${median.toFixed(2).padStart(7)} ms  p95 ${p95.toFixed(2).padStart(7)} ms`,
      );
    }
  }
}
console.log(rows.join("\n"));
