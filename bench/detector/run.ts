/**
 * Detector benchmark: model load time, detect() latency for ~250 words (one paragraph and three) and ~3000 words after
 * warm-up (median and p95), and resident memory. Usage: npm run bench:detector
 */
import fs from "node:fs";
import os from "node:os";
import v8 from "node:v8";
import vm from "node:vm";
import path from "node:path";
import { detect, loadDetectorModel } from "@/lib/detector";
import { corpusFile } from "@/scripts/corpus";

function sampleText(words: number, seed: number): string {
  const file = corpusFile("detector-dev.jsonl");
  let texts: string[];
  try {
    texts = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => (JSON.parse(l) as { text: string }).text);
  } catch {
    texts = ["The committee met on Tuesday to review the budget, and several members raised concerns about the timeline."];
  }
  const out: string[] = [];
  let n = 0;
  for (let i = seed; n < words; i++) {
    for (const w of texts[i % texts.length]!.split(/\s+/)) {
      if (n >= words) break;
      out.push(w);
      n++;
    }
  }
  return out.join(" ");
}

function pct(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

/** The same text in paragraphs of about `perParagraph` words (each paragraph is judged on its own too). */
function inParagraphs(text: string, perParagraph: number): string {
  const words = text.split(" ");
  const paragraphs: string[] = [];
  for (let i = 0; i < words.length; i += perParagraph) paragraphs.push(words.slice(i, i + perParagraph).join(" "));
  return paragraphs.join("\n\n");
}

function bench(label: string, words: number, iters: number, perParagraph?: number): void {
  const texts = Array.from({ length: 8 }, (_, i) => sampleText(words, i * 37)).map((t) =>
    perParagraph ? inParagraphs(t, perParagraph) : t,
  );
  for (let i = 0; i < 20; i++) detect(texts[i % texts.length]!); // warm-up
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < iters; i++) {
    const t = performance.now();
    detect(texts[i % texts.length]!);
    times.push(performance.now() - t);
  }
  const c = process.cpuUsage(cpu);
  const cpuMs = (c.user + c.system) / 1000 / iters;
  console.log(
    `detect ${label} (${words} words): median ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms, ` +
      `mean CPU time ${cpuMs.toFixed(2)} ms (n=${iters})`,
  );
}

function main(): void {
  const rss0 = process.memoryUsage().rss;
  console.log(`load average (1 min): ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} CPUs (timings inflate under contention)`);
  const t0 = performance.now();
  loadDetectorModel();
  const loadMs = performance.now() - t0;
  console.log(`model load: ${loadMs.toFixed(0)} ms`);
  const size = fs.statSync(path.resolve(process.cwd(), "lib/detector/model.json")).size;
  console.log(`model file: ${(size / 1e6).toFixed(2)} MB`);
  bench("250w", 250, 300);
  bench("250w in 3 paragraphs", 250, 300, 84);
  bench("3000w", 3000, 60);
  // collect garbage before reading RSS (expose gc at runtime; the npm script passes no flags)
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as (() => void) | undefined;
  if (gc) gc();
  const mu = process.memoryUsage();
  console.log(
    `RSS: ${(mu.rss / 1e6).toFixed(0)} MB (process start ${(rss0 / 1e6).toFixed(0)} MB), heapUsed ${(mu.heapUsed / 1e6).toFixed(0)} MB`,
  );
}

main();
