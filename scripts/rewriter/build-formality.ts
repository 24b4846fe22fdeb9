/**
 * Builds lib/rewriter/data/formality.json: for each word of the rewriter's lexicon, how much more often the
 * corpus's human writers use it in formal writing (abstracts, legal opinions, filings, encyclopedia and news)
 * than in informal writing (forum answers, reviews, blogs, dialogue), as a smoothed log ratio of rates. A formal
 * tone then refuses a swap to a clearly more informal word ("difficult" → "hard", "repair" → "fix").
 * Run: npx tsx scripts/rewriter/build-formality.ts  (reads ../shared/corpus/detector-train.jsonl)
 */
import fs from "node:fs";
import path from "node:path";
import { LEXICON_INDEX } from "@/lib/rewriter/lexicon";
import { loadRows } from "@/scripts/corpus";

const OUT = path.join("lib", "rewriter", "data", "formality.json");
const FORMAL_DOMAINS = new Set(["academic_abstract", "scientific_abstract", "legal_opinion", "corporate_filing", "wikipedia", "news"]);
const INFORMAL_DOMAINS = new Set([
  "reddit_qa_answer",
  "yelp_review",
  "movie_review",
  "food_product_review",
  "personal_blog",
  "dialogue",
  "game_review",
]);
/** A word seen fewer times than this in both kinds of writing together says nothing reliable. */
const MIN_COUNT = 20;
/** Add-k smoothing, in occurrences, so a word absent from one side gets a finite score. */
const SMOOTHING = 1;

const formal = new Map<string, number>();
const informal = new Map<string, number>();
let formalTotal = 0;
let informalTotal = 0;
for (const row of loadRows("train")) {
  if (row.label !== "human") continue;
  const counts = FORMAL_DOMAINS.has(row.domain) ? formal : INFORMAL_DOMAINS.has(row.domain) ? informal : null;
  if (!counts) continue;
  for (const word of row.text.toLowerCase().match(/[a-z]+(?:['-][a-z]+)*/g) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
    if (counts === formal) formalTotal++;
    else informalTotal++;
  }
}

const lexiconWords = new Set<string>();
for (const entries of LEXICON_INDEX.entries.values()) {
  for (const { group } of entries)
    for (const member of [...group.sources, ...group.targets]) for (const word of member.text.split(" ")) lexiconWords.add(word);
}

const scores: Record<string, number> = {};
for (const word of [...lexiconWords].sort()) {
  const f = formal.get(word) ?? 0;
  const i = informal.get(word) ?? 0;
  if (f + i < MIN_COUNT) continue;
  scores[word] = Math.round(100 * Math.log((f + SMOOTHING) / formalTotal / ((i + SMOOTHING) / informalTotal))) / 100;
}
fs.writeFileSync(OUT, `${JSON.stringify(scores)}\n`);
console.log(
  `${Object.keys(scores).length} of ${lexiconWords.size} lexicon words scored (formal ${formalTotal} words, informal ${informalTotal}) → ${OUT}`,
);
