import { readFileSync } from "node:fs";
import { corpusFile } from "@/scripts/corpus";

/** The text of the detector's dev split (../shared/corpus) that opens with `opening`: a real text a test names by its first words. */
export function corpusText(opening: string): string {
  const found = readFileSync(corpusFile("detector-dev.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.includes(opening))
    .map((line) => (JSON.parse(line) as { text: string }).text)
    .find((text) => text.startsWith(opening));
  if (found === undefined) throw new Error(`no corpus text opens with "${opening}"`);
  return found;
}
