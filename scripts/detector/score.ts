/**
 * CLI: read JSON lines with a "text" field on stdin; write one JSON line
 * {"score": <0-100>, "verdict": "human" | "mixed" | "possibly_ai" | "ai", "humanRate": <0-1 or null>,
 * "humanRateSentence": <string or null>, "paragraphs": [{"start", "end", "score", "verdict"}], "reliable": <bool>}
 * per input line, in order, to stdout.
 * Blank lines are skipped. Diagnostics go to stderr only.
 * Usage: npm run -s detector:score < input.jsonl
 */
import readline from "node:readline";
import { detectScore, loadDetectorModel } from "@/lib/detector";

async function main(): Promise<void> {
  loadDetectorModel();
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  let buf: string[] = [];
  let lineNo = 0;
  for await (const line of rl) {
    lineNo++;
    if (line.trim().length === 0) continue;
    let text = "";
    try {
      const obj = JSON.parse(line) as unknown;
      if (obj && typeof obj === "object" && typeof (obj as { text?: unknown }).text === "string") {
        text = (obj as { text: string }).text;
      } else {
        process.stderr.write(`line ${lineNo}: no "text" string field\n`);
      }
    } catch {
      process.stderr.write(`line ${lineNo}: invalid JSON\n`);
    }
    const r = detectScore(text);
    buf.push(
      JSON.stringify({
        score: r.score,
        verdict: r.verdict,
        humanRate: r.humanRate,
        humanRateSentence: r.humanRateSentence,
        paragraphs: r.paragraphs,
        mixedAuthorship: r.mixedAuthorship,
        reliable: r.reliable,
      }),
    );
    if (buf.length >= 256) {
      process.stdout.write(buf.join("\n") + "\n");
      buf = [];
    }
  }
  if (buf.length > 0) process.stdout.write(buf.join("\n") + "\n");
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
