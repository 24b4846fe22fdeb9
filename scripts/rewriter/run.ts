/**
 * CLI: read JSON lines {"text"} on stdin; write {"text","rewritten","ms"} per line, in order, using the
 * product's offline engine (lib/rewriter rewriteText). Blank lines are skipped; diagnostics go to stderr.
 * Usage: npm run -s rewriter:run -- [--model "Pulse 3.0"|Lumenaris] [--humanize] [--options JSON] < in.jsonl
 */
import readline from "node:readline";
import { parseArgs } from "node:util";
import { MODELS, type ModelId, type PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";

function modelId(name: string): ModelId {
  const found = MODELS.find((model) => model.id === name.toLowerCase() || model.title.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`Unknown model "${name}"; use one of: ${MODELS.map((model) => model.title).join(", ")}`);
  return found.id;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      model: { type: "string", default: "Lumenaris" },
      humanize: { type: "boolean", default: false },
      options: { type: "string", default: "{}" },
    },
  });
  const model = modelId(values.model);
  const options = JSON.parse(values.options) as PromptOptions;
  const humanize = values.humanize;
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of rl) {
    if (!line.trim()) continue;
    const { text } = JSON.parse(line) as { text: string };
    const start = performance.now();
    const rewritten = rewriteText({ text, options, humanize, rephraseType: humanize ? "Humanizer" : "Rewriter", model });
    const ms = Math.round((performance.now() - start) * 100) / 100;
    process.stdout.write(`${JSON.stringify({ text, rewritten, ms })}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
