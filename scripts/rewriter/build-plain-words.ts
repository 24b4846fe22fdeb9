/**
 * Builds lib/rewriter/data/plain-words.json: words AI text overuses, each with the plainer words a human writer
 * would use in its place. Candidates are the WordNet dominant-sense synonyms of lib/rewriter/data/synonyms.json
 * (so only true synonyms, never a rare sense); a pair is kept when the detector leans clearly less toward AI on
 * the replacement (its sparse margin for the word alone: word, character and shape n-grams, hashed as
 * lib/detector/features.ts does) and the corpus's human texts use the replacement often.
 * Run: npx tsx scripts/rewriter/build-plain-words.ts
 */
import fs from "node:fs";
import path from "node:path";
import { loadDetectorModel } from "@/lib/detector";
import { analyze, sparseDot } from "@/lib/detector/features";
import { wordCount } from "@/lib/rewriter/ngrams";
import SYNONYMS from "@/lib/rewriter/data/synonyms.json";

const OUT = path.join("lib", "rewriter", "data", "plain-words.json");
/** Only words the detector reads as leaning toward AI on their own are replaced. */
const MIN_SOURCE_LEAN = 0.5;
/** How much less (in log-odds) the replacement must lean toward AI than the word it replaces. */
const MIN_DROP = 0.5;
/** The replacement must be this common in the human reference texts (counts are capped at 255). */
const MIN_HUMAN_COUNT = 40;
/**
 * Pairs that share a dominant WordNet sense yet read wrongly in much running text, found by reading every
 * candidate this script printed: "found" is mostly the past of "find", a court "trial" is no "test",
 * "suggest that" is not "propose that", "take responsibility" is not "take duty", "investment opportunities" are not "investment chances", a story "revolves around" and not "about".
 */
const REJECTED = new Set(
  `n:advance>improvement n:choice>selection n:decision>conclusion n:determination>finding n:evolution>development n:goodness>good
  n:individual>someone n:opportunity>chance n:o>oxygen n:opinion>sentiment n:place>spot n:responsibility>duty n:stuff>material n:transition>passage
  n:trial>test n:voting>vote v:advance>progress v:approach>near v:arrive>come v:calculate>figure v:consider>view v:consider>regard
  v:demonstrate>prove v:demonstrate>present v:evaluate>assess v:examine>analyze v:found>establish v:function>operate v:place>set
  v:provide>supply v:recognize>realize v:remain>stay v:speed>race v:speed>rush v:suggest>propose v:total>number a:absorbed>intent
  a:active>fighting a:cardinal>key a:cardinal>central a:cultural>ethnic a:dispersed>spread a:famed>noted a:famous>noted
  a:granted>given a:individual>single a:minimal>minimum a:prolonged>extended a:special>particular a:spiritual>religious
  a:through>done a:total>full a:total>entire a:worried>upset r:all>completely r:along>on r:as>equally r:before>earlier
  r:easily>easy r:eventually>finally r:just>simply r:just>only r:perfectly>absolutely r:presently>soon r:surely>sure
  r:surely>certainly r:totally>entirely r:solely>alone r:around>about`.split(/\s+/),
);

/**
 * Pairs WordNet's dominant senses miss that an editor makes in almost any context, read one by one. They pass
 * the same lean and frequency tests as WordNet's pairs. Left out on purpose: "potential" → "possible"
 * ("potential energy"), "specific" → "particular" ("specific antibodies").
 */
const EDITOR_PAIRS = `a:various>different a:multiple>several a:numerous>many a:additional>extra a:sufficient>enough
  r:typically>usually n:findings>results n:impact>effect v:assist>help v:obtain>get v:purchase>buy
  v:possess>have`.split(/\s+/);

const model = loadDetectorModel();
const lean = (word: string) => sparseDot(analyze(word), model.cfg, model.sparseW);

const table = structuredClone(SYNONYMS) as Record<string, Record<string, string[]>>;
for (const pair of EDITOR_PAIRS) {
  const [, pos, word, synonym] = /^(\w):([a-z]+)>([a-z]+)$/.exec(pair) ?? [];
  for (const [from, to] of [[word, synonym], [synonym, word]]) {
    const synonyms = ((table[pos] ??= {})[from] ??= []);
    if (!synonyms.includes(to)) synonyms.push(to);
  }
}
const out: Record<string, Record<string, string[]>> = {};
for (const [pos, words] of Object.entries(table)) {
  for (const [word, synonyms] of Object.entries(words)) {
    const from = lean(word);
    if (from < MIN_SOURCE_LEAN) continue;
    // Both ways: the word is also in a dominant sense of its replacement ("ace" → "I" fails: "I" is no ace).
    const plain = synonyms
      .filter((synonym) => !synonym.includes(" ") && table[pos][synonym]?.includes(word) && !REJECTED.has(`${pos}:${word}>${synonym}`))
      // Plain means at least as common in human text: "often" → "frequently" leans less toward AI but is no plainer.
      .filter((synonym) => wordCount(synonym) >= Math.max(MIN_HUMAN_COUNT, wordCount(word)) && from - lean(synonym) >= MIN_DROP)
      .sort((a, b) => lean(a) - lean(b));
    if (plain.length > 0) (out[pos] ??= {})[word] = plain;
  }
}
fs.writeFileSync(OUT, JSON.stringify(out, null, 0) + "\n");
for (const [pos, words] of Object.entries(out)) console.log(pos, Object.entries(words).map(([w, s]) => `${w}(${lean(w).toFixed(1)})>${s.map((x) => `${x}(${lean(x).toFixed(1)})`).join("/")}`).join("  "));
