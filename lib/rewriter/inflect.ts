export type VerbForm = "base" | "s" | "past" | "pp" | "ing";
export type NounForm = "sg" | "pl";

/** base: [past, past participle] */
const IRREGULAR_VERBS: Record<string, readonly [string, string]> = {
  be: ["was", "been"], become: ["became", "become"], begin: ["began", "begun"], bring: ["brought", "brought"],
  build: ["built", "built"], buy: ["bought", "bought"], choose: ["chose", "chosen"], come: ["came", "come"],
  cut: ["cut", "cut"], deal: ["dealt", "dealt"], do: ["did", "done"], draw: ["drew", "drawn"], fall: ["fell", "fallen"],
  feel: ["felt", "felt"], find: ["found", "found"], get: ["got", "got"], give: ["gave", "given"], go: ["went", "gone"],
  grow: ["grew", "grown"], have: ["had", "had"], hold: ["held", "held"], keep: ["kept", "kept"], know: ["knew", "known"],
  lead: ["led", "led"], leave: ["left", "left"], make: ["made", "made"], mean: ["meant", "meant"], put: ["put", "put"],
  quit: ["quit", "quit"], rise: ["rose", "risen"], run: ["ran", "run"], say: ["said", "said"], see: ["saw", "seen"],
  seek: ["sought", "sought"], sell: ["sold", "sold"], send: ["sent", "sent"], set: ["set", "set"], show: ["showed", "shown"],
  speak: ["spoke", "spoken"], spend: ["spent", "spent"], take: ["took", "taken"], teach: ["taught", "taught"],
  tell: ["told", "told"], think: ["thought", "thought"], undergo: ["underwent", "undergone"],
  understand: ["understood", "understood"], win: ["won", "won"], write: ["wrote", "written"], wind: ["wound", "wound"],
  overcome: ["overcame", "overcome"], withdraw: ["withdrew", "withdrawn"], forget: ["forgot", "forgotten"],
  hit: ["hit", "hit"], hurt: ["hurt", "hurt"], throw: ["threw", "thrown"], shake: ["shook", "shaken"], let: ["let", "let"], meet: ["met", "met"], lose: ["lost", "lost"], pay: ["paid", "paid"],
};

/** Final consonants that double before -ed/-ing (stop → stopped, admit → admitted). */
const DOUBLING = new Set(
  "stop plan drop admit commit occur prefer refer permit control regret tap spot dig fit grab ship step skip map swap chat pin rob beg ban jog sum bar star slip trim rub hug nod shop compel propel excel equip".split(" "),
);

const IRREGULAR_PLURALS: Record<string, string> = {
  child: "children", person: "people", analysis: "analyses", criterion: "criteria", phenomenon: "phenomena",
  life: "lives", man: "men", woman: "women", foot: "feet", tooth: "teeth", crisis: "crises", basis: "bases",
};

function sibilantS(word: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return word + "es";
  if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + "ies";
  if (/^(?:go|do|undergo)$/.test(word)) return word + "es";
  return word + "s";
}

function suffixed(word: string, suffix: "ed" | "ing"): string {
  if (DOUBLING.has(word)) return word + word.slice(-1) + suffix;
  if (suffix === "ed") {
    if (word.endsWith("e")) return word + "d";
    if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + "ied";
    return word + "ed";
  }
  if (/ie$/.test(word)) return word.slice(0, -2) + "ying";
  if (/e$/.test(word) && !/(?:ee|ye|oe)$/.test(word)) return word.slice(0, -1) + "ing";
  return word + "ing";
}

function inflectVerbWord(word: string, form: VerbForm): string {
  if (word === "be") return { base: "be", s: "is", past: "was", pp: "been", ing: "being" }[form];
  if (word === "have" && form === "s") return "has";
  const irregular = IRREGULAR_VERBS[word];
  switch (form) {
    case "base":
      return word;
    case "s":
      return sibilantS(word);
    case "past":
      return irregular ? irregular[0] : suffixed(word, "ed");
    case "pp":
      return irregular ? irregular[1] : suffixed(word, "ed");
    case "ing":
      return suffixed(word, "ing");
  }
}

/** Inflects the head of a verb phrase: the first word ("carry out" → "carried out"); hyphenated heads inflect at the end. */
export function inflectVerb(phrase: string, form: VerbForm): string {
  const space = phrase.indexOf(" ");
  const head = space < 0 ? phrase : phrase.slice(0, space);
  const rest = space < 0 ? "" : phrase.slice(space);
  const dash = head.lastIndexOf("-");
  if (dash >= 0) return head.slice(0, dash + 1) + inflectVerbWord(head.slice(dash + 1), form) + rest;
  return inflectVerbWord(head, form) + rest;
}

/** Inflects the last word of a noun phrase. */
export function inflectNoun(phrase: string, form: NounForm): string {
  if (form === "sg") return phrase;
  const space = phrase.lastIndexOf(" ");
  const head = phrase.slice(space + 1);
  return phrase.slice(0, space + 1) + (IRREGULAR_PLURALS[head] ?? sibilantS(head));
}

/** Maps an irregular past participle back to its simple past (written → wrote). */
export function pastFromParticiple(participle: string): string | null {
  if (/ed$/.test(participle)) return participle;
  for (const [past, pp] of Object.values(IRREGULAR_VERBS)) if (pp === participle) return past;
  return null;
}

const YOU_SOUND = /^(?:uni(?![nm])|use|usu|uti|ura|uro|url|euro?|eu|ewe|one(?![a-z])|once|ubiq)/;
const SILENT_H = /^(?:hour|honest|honor|honour|heir)/;

function articleFor(word: string): "a" | "an" {
  const lower = word.toLowerCase();
  if (SILENT_H.test(lower)) return "an";
  if (YOU_SOUND.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** Fixes a/an before ordinary lowercase words (acronyms and protected spans are skipped). */
export function fixArticles(sentence: string): string {
  return sentence.replace(/\b([Aa]n?)(\s+)([a-z][a-z'’-]*)/g, (whole, article: string, space: string, word: string) => {
    const wanted = articleFor(word);
    if (article.toLowerCase() === wanted) return whole;
    return (article[0] === "A" ? wanted[0].toUpperCase() + wanted.slice(1) : wanted) + space + word;
  });
}
