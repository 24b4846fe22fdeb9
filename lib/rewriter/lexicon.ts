import { inflectNoun, inflectVerb, type NounForm, type VerbForm } from "./inflect";
import THESAURUS from "./data/thesaurus.json";
import { FROZEN, LEXICON, STOCK_LEXICON } from "./lexicon-data";
import type { Register } from "./settings-types";
import { toUK } from "./spelling";

export type Pos = "v" | "n" | "a" | "r" | "p";
export type Form = VerbForm | NounForm | "ed" | "fixed";

export interface Member {
  text: string;
  registers: ReadonlySet<Register>;
  ambiguous: boolean;
  needsObject: boolean;
  /** An adjective that only reads right after a verb ("is necessary"), not before a noun. */
  predicative: boolean;
  uncountable: boolean;
}

export interface Group {
  pos: Pos;
  stock: boolean;
  /** Pairs read and accepted one by one (the thesaurus), so no further sense check applies. */
  vetted: boolean;
  sources: Member[];
  targets: Member[];
  blockedPrev: ReadonlySet<string>;
  blockedNext: ReadonlySet<string>;
  requiredNext: ReadonlySet<string> | null;
}

export interface Entry {
  group: Group;
  member: Member;
  form: Form;
  /** Base form that is also the past tense ("cut", "let"), so only modal contexts prove it is the base. */
  tenseAmbiguous?: boolean;
}

function parseMember(raw: string, groupNeedsObject: boolean): Member {
  const match = /^([a-z' -]+?)([*!?]*)(?:\^([fcrsu]+))?$/.exec(raw.trim());
  if (!match) throw new Error(`Bad lexicon member: ${raw}`);
  const tags = match[3] ?? "";
  return {
    text: match[1].trim(),
    registers: new Set([...tags].filter((tag): tag is Register => tag !== "u")),
    ambiguous: match[2].includes("*"),
    needsObject: groupNeedsObject || match[2].includes("!"),
    predicative: match[2].includes("?"),
    uncountable: tags.includes("u"),
  };
}

function words(list: string | undefined): Set<string> {
  return new Set((list ?? "").trim().split(/\s+/).filter(Boolean));
}

function parseGroup(line: string, stock: boolean): Group {
  const match = /^([vnarp])(!?):\s*([^>|+<]+?)\s*(?:>\s*([^|+<]+?))?\s*(?:<\s*([^|+]+?))?\s*(?:\|\s*([^+]+?))?\s*(?:\+\s*(.+))?$/.exec(
    line,
  );
  if (!match) throw new Error(`Bad lexicon line: ${line}`);
  const needsObject = match[2] === "!";
  const members = (list: string | undefined) => (list ? list.split(",").map((raw) => parseMember(raw, needsObject)) : []);
  return {
    pos: match[1] as Pos,
    stock,
    vetted: false,
    sources: members(match[3]),
    targets: members(match[4]),
    blockedPrev: words(match[5]),
    blockedNext: words(match[6]),
    requiredNext: match[7] ? words(match[7]) : null,
  };
}

function formsOf(pos: Pos, member: Member): [string, Form][] {
  if (pos === "v") {
    const past = inflectVerb(member.text, "past");
    const pp = inflectVerb(member.text, "pp");
    const forms: [string, Form][] = [
      [member.text, "base"],
      [inflectVerb(member.text, "s"), "s"],
      [inflectVerb(member.text, "ing"), "ing"],
    ];
    if (past === member.text) return forms;
    if (past === pp) forms.push([past, "ed"]);
    else forms.push([past, "past"], [pp, "pp"]);
    return forms;
  }
  if (pos === "n") {
    return member.uncountable
      ? [[member.text, "sg"]]
      : [
          [member.text, "sg"],
          [inflectNoun(member.text, "pl"), "pl"],
        ];
  }
  return [[member.text, "fixed"]];
}

export interface LexiconIndex {
  entries: Map<string, Entry[]>;
  maxWords: number;
  /** Forms that belong to more than one part of speech ("need", "result"), so they need context. */
  crossPos: ReadonlySet<string>;
}

/** WordNet synonyms that share a frequent sense both ways, each pair vetted by hand (scripts/rewriter/build-synonyms.ts). */
const THESAURUS_TABLE = THESAURUS as Partial<Record<Pos, Record<string, string[]>>>;

/** Thesaurus groups for words the curated lexicon does not list: a curated entry's context rules govern its word. */
function thesaurusGroups(curated: readonly Group[]): Group[] {
  const listed = new Set(curated.flatMap((group) => group.sources.map((member) => `${group.pos}:${member.text}`)));
  const plain = (text: string) => parseMember(text, false);
  return (Object.entries(THESAURUS_TABLE) as [Pos, Record<string, string[]>][]).flatMap(([pos, table]) =>
    Object.entries(table)
      .filter(([lemma]) => !listed.has(`${pos}:${lemma}`))
      .map(([lemma, synonyms]) => ({
        pos,
        stock: false,
        vetted: true,
        sources: [plain(lemma)],
        targets: synonyms.map(plain),
        blockedPrev: new Set<string>(),
        blockedNext: new Set<string>(),
        requiredNext: null,
      })),
  );
}

function buildIndex(): LexiconIndex {
  const entries = new Map<string, Entry[]>();
  const posByKey = new Map<string, Set<Pos>>();
  let maxWords = 1;
  const add = (key: string, entry: Entry) => {
    const list = entries.get(key) ?? [];
    list.push(entry);
    entries.set(key, list);
    const poses = posByKey.get(key) ?? new Set<Pos>();
    poses.add(entry.group.pos);
    posByKey.set(key, poses);
    maxWords = Math.max(maxWords, key.split(" ").length);
  };
  const curated = [
    [LEXICON, false],
    [STOCK_LEXICON, true],
  ] as const;
  const groups = curated.flatMap(([text, stock]) =>
    text
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => parseGroup(line.trim(), stock)),
  );
  for (const group of [...groups, ...thesaurusGroups(groups)]) {
    for (const member of group.sources) {
      const tenseAmbiguous = group.pos === "v" && inflectVerb(member.text, "past") === member.text;
      for (const [key, form] of formsOf(group.pos, member)) {
        const entry: Entry = { group, member, form, tenseAmbiguous: tenseAmbiguous && form === "base" };
        add(key, entry);
        const uk = key.split(" ").map(toUK).join(" ");
        if (uk !== key) add(uk, entry);
      }
    }
  }
  for (const phrase of FROZEN.split(/\s*\|\s*/)) {
    const member = parseMember(phrase, false);
    const group: Group = {
      pos: "p",
      stock: false,
      vetted: false,
      sources: [member],
      targets: [],
      blockedPrev: new Set(),
      blockedNext: new Set(),
      requiredNext: null,
    };
    entries.set(member.text, [{ group, member, form: "fixed" }]);
    maxWords = Math.max(maxWords, member.text.split(" ").length);
  }
  const crossPos = new Set([...posByKey].filter(([, poses]) => poses.size > 1).map(([key]) => key));
  return { entries, maxWords, crossPos };
}

export const LEXICON_INDEX = buildIndex();

/** Every lowercase word the lexicon knows, so sentence-initial words can be safely lowercased. */
export const KNOWN_WORDS: ReadonlySet<string> = new Set([...LEXICON_INDEX.entries.keys()].filter((key) => !key.includes(" ")));

export function realize(member: Member, pos: Pos, form: Form, participle: boolean): string {
  if (pos === "v") {
    if (form === "ed") return inflectVerb(member.text, participle ? "pp" : "past");
    return inflectVerb(member.text, form as VerbForm);
  }
  if (pos === "n") return inflectNoun(member.text, form as NounForm);
  return member.text;
}
