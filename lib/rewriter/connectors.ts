import type { Rng } from "./random";
import type { Settings } from "./settings-types";
import { capitalizeFirst } from "./text";

interface Connector {
  from: readonly string[];
  plain: readonly string[];
  formal?: readonly string[];
  casual?: readonly string[];
  /** Stock AI transitions: swapped eagerly and, when humanizing, often dropped. */
  stock?: boolean;
  /** Written without a comma ("But", "So"). */
  bare?: boolean;
  /** Links to nothing before it ("First,", "In general,"), so it may open a text. */
  opensText?: boolean;
}

const CONNECTORS: readonly Connector[] = [
  // "However" marks a plain contrast as often as a concession; only "But" and "Yet" carry both.
  { from: ["however"], plain: ["But", "Yet"], formal: ["Yet"], casual: ["But"] },
  {
    from: ["moreover", "furthermore", "additionally", "in addition", "what's more", "besides", "also"],
    plain: ["Also,", "On top of that,", "Beyond that,", "What's more,"],
    formal: ["Also,", "Beyond this,", "In addition,"],
    casual: ["Plus,", "And", "Also,"],
    stock: true,
  },
  {
    from: ["therefore", "thus", "hence", "consequently", "as a result", "accordingly"],
    plain: ["So", "As a result,", "Because of this,"],
    formal: ["As a result,", "For this reason,", "Consequently,"],
    casual: ["So"],
  },
  { from: ["for example", "for instance"], plain: ["For example,", "For instance,"] },
  {
    from: ["in conclusion", "to conclude", "in summary", "to sum up", "to summarize", "overall", "ultimately", "all in all"],
    plain: ["In the end,", "All in all,", "Overall,", "In short,"],
    casual: ["So", "All in all,", "In the end,"],
    stock: true,
  },
  { from: ["nevertheless", "nonetheless", "even so"], plain: ["Even so,", "Still,", "All the same,"] },
  // Not "conversely": it turns a relation around ("the immune system can also signal the nervous system"), no contrast.
  { from: ["in contrast", "by contrast", "on the other hand"], plain: ["By contrast,", "On the other hand,", "In contrast,"] },
  { from: ["similarly", "likewise", "in the same way"], plain: ["Likewise,", "Similarly,", "In the same way,"] },
  { from: ["meanwhile", "in the meantime"], plain: ["Meanwhile,", "In the meantime,"] },
  { from: ["indeed", "in fact", "as a matter of fact"], plain: ["In fact,", "Indeed,"], casual: ["Actually,", "In fact,"] },
  // Not "firstly" or "secondly": the rest of the writer's list ("Secondly, …", "Thirdly, …") keeps its own form.
  { from: ["first", "first of all", "to begin with"], plain: ["First,", "To begin with,", "First of all,"], opensText: true },
  // "Finally, after a long life, he died" tells a time, not the last of a list: only "Lastly" is surely the latter.
  { from: ["lastly"], plain: ["Finally,"] },
  // Only a summing-up opener may become "Put simply,"; one that stresses a point ("Crucially,") stays a stress.
  { from: ["essentially", "in essence"], plain: ["In short,", "Put simply,"], casual: ["Basically,"], stock: true },
  { from: ["notably", "importantly", "interestingly", "crucially", "significantly"], plain: ["Notably,"], stock: true },
  { from: ["undoubtedly"], plain: ["Certainly,", "Without doubt,"], stock: true },
  { from: ["in other words", "put simply", "simply put"], plain: ["In other words,", "Put simply,", "Simply put,"] },
  { from: ["in particular", "specifically"], plain: ["In particular,", "Specifically,"] },
  {
    from: ["generally", "in general", "typically", "as a rule"],
    plain: ["In general,", "Generally,", "As a rule,", "Typically,"],
    opensText: true,
  },
  // Not "initially": it also opens the first point of an argument ("Initially, these accusations rest on…").
  { from: ["at first"], plain: ["Initially,"] },
  { from: ["subsequently", "afterwards", "after that"], plain: ["Later,", "Afterwards,", "After that,"] },
  // A sentence-opening "Yet" reads stilted in speech and casual writing ("Well, thank you. Yet I was just doing my
  // job."); only a formal register swaps "But" at all.
  { from: ["but"], plain: ["But"], formal: ["However,"], bare: true },
  // "So I asked her": a story's "so" is no "As a result,"; only a formal register asks for "Therefore,".
  { from: ["so"], plain: ["So"], formal: ["Therefore,"], bare: true },
  { from: ["that being said", "with that said", "having said that"], plain: ["Still,", "Even so,", "That said,"], stock: true },
];

const LOOKUP = new Map<string, Connector>();
for (const connector of CONNECTORS) for (const from of connector.from) LOOKUP.set(from, connector);

const phraseOf = (choice: string) => choice.replace(/,$/, "").toLowerCase();
/** Opening phrases as one alternation, longest first, with either apostrophe and any space between words. */
const openersPattern = (phrases: Iterable<string>) =>
  [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((s) => s.replace(/'/g, "['’]").replace(/ /g, "\\s"))
    .join("|");
/** Every connector a sentence may open with, the writer's or one swapped in. */
const ANY_OPENER_RE = new RegExp(
  `^(${openersPattern(CONNECTORS.flatMap((c) => [...c.from, ...[...c.plain, ...(c.formal ?? []), ...(c.casual ?? [])].map(phraseOf)]))})(?=,|\\s)`,
  "i",
);

/** Connectors that link to nothing before them ("first", "in general"): they may open a text. */
const OPENS_TEXT = new Set(CONNECTORS.filter((c) => c.opensText).flatMap((c) => [...c.from, ...c.plain.map(phraseOf)]));

/** Whether a connector ("beyond this") links to what came before it, so that it cannot open a text. */
export function linksBack(opener: string): boolean {
  return !OPENS_TEXT.has(opener);
}

/** The connector a sentence opens with ("beyond this" for "Beyond this, …"), or null. */
export function openingConnector(sentence: string): string | null {
  return ANY_OPENER_RE.exec(sentence)?.[1].toLowerCase().replace(/’/g, "'").replace(/\s+/g, " ") ?? null;
}

const OPENER_RE = new RegExp(`^(${openersPattern(LOOKUP.keys())})(,\\s+|\\s+)(?=\\S)`, "i");
/** "So many…", "And yet…": bare openers only count as connectors before a clause subject. */
const SUBJECT_START = /^(?:(?:i|we|you|they|he|she|it|the|this|that|these|those|our|my|their|there|people|everyone)\b|\uE000)/i;

const SET_PHRASE = /^(?:that['’]s|that is|this is|here['’]s) (?:why|not all|the thing|how)\b/i;

export interface ConnectorSwap {
  connector: Connector;
  source: string;
  rest: string;
}

export function findConnector(sentence: string): ConnectorSwap | null {
  const match = OPENER_RE.exec(sentence);
  if (!match) return null;
  const source = match[1].toLowerCase().replace(/’/g, "'").replace(/\s+/g, " ");
  const connector = LOOKUP.get(source);
  if (!connector) return null;
  const hasComma = match[2].startsWith(",");
  const rest = sentence.slice(match[0].length);
  if (connector.bare ? hasComma || !SUBJECT_START.test(rest) : !hasComma) return null;
  return { connector, source, rest };
}

/** Where a sentence stands: which connectors the sentences around it open with, and whether it opens the text. */
export interface OpenerContext {
  /** Connectors the paragraph's other sentences open with, as they now read. */
  taken: { has(connector: string): boolean };
  /** The sentence opens the text, where a connector links to nothing. */
  opensText: boolean;
}

/**
 * Replaces (or, for stock transitions when humanizing, drops) a sentence-opening connector. With a context, it
 * swaps in no connector another sentence of the paragraph opens with ("Furthermore, … Moreover, …" must not
 * become "Beyond this, … Beyond this, …"), and none that links back at the opening of a text, where such a
 * connector may only be dropped.
 */
export function swapConnector(sentence: string, settings: Settings, rng: Rng, force = false, context?: OpenerContext): string {
  const found = findConnector(sentence);
  if (!found) return sentence;
  const { connector, source, rest } = found;
  // "So that's why…", "But that's not all": set phrases with their opener, not a connective before a clause.
  if (SET_PHRASE.test(rest)) return sentence;
  const dropAdditive = (settings.length === "concise" || settings.length === "shorten") && connector.stock;
  const rate = force || dropAdditive ? 1 : connector.stock ? settings.stockRate : settings.connectorRate;
  if (!rng.chance(rate)) return sentence;
  if (dropAdditive || (settings.humanize && connector.stock && rng.chance(0.45))) return capitalizeFirst(rest);
  if (context?.opensText && !connector.opensText) return sentence;
  // Formal writing (an abstract, a filing) keeps formal connectives unless a casual tone is asked for.
  const formal = settings.registers.has("f") || (settings.formal && !settings.registers.has("c"));
  const pool = (formal && connector.formal) || (settings.registers.has("c") && connector.casual) || connector.plain;
  const sourceWords = source.split(" ").length;
  const restWords = new Set(rest.toLowerCase().match(/[a-z]+/g));
  const choices = pool.filter((choice) => {
    const words = choice.split(" ").length;
    if (phraseOf(choice) === source || context?.taken.has(phraseOf(choice))) return false;
    // "Still, there are still…": an opener must not repeat a word of its own sentence.
    if (
      choice
        .toLowerCase()
        .match(/[a-z]+/g)
        ?.some((word) => restWords.has(word))
    )
      return false;
    // "Yet to achieve human-like comprehension, a machine must…" first reads as "not yet achieved": an opener
    // without a comma goes only before a clause's subject, as a bare source opener must.
    if (!choice.endsWith(",") && !SUBJECT_START.test(rest)) return false;
    return settings.length === "default" || words <= sourceWords;
  });
  if (choices.length === 0) return sentence;
  return `${rng.pick(choices)} ${rest}`;
}
