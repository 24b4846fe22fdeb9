import { inflectVerb, pastFromParticiple } from "./inflect";
import { PLACEHOLDER_SOURCE, type Protector } from "./protect";
import type { Rng } from "./random";
import type { Settings } from "./settings-types";
import { capitalizeFirst, countWords as words, lowerFirstWord, type WordSet } from "./text";
import { endsOpen, hasOneVerb, hasVerb, isSingleClause, MISREAD_PAST, RELATIVE_WORD, SUBORDINATE_WORD, tag } from "./clause";

/**
 * One sentence restructured (clause order, voice, phrase position, a result split off); splitting a compound
 * sentence and joining two short ones: split-merge.ts; the clause tests both use: clause.ts.
 */

export interface SentenceContext {
  settings: Settings;
  protector: Protector;
  rng: Rng;
  knownLower: WordSet;
  /** The sentence after the one being rewritten, when there is one: a split must not open as it does. */
  next?: string;
}

export interface Parts {
  body: string;
  end: string;
}

export function splitEnd(sentence: string): Parts {
  const match = /(?<![.!?])([.!?]+["'”’)\]]*)$/.exec(sentence);
  return match ? { body: sentence.slice(0, match.index), end: match[1] } : { body: sentence, end: "" };
}

const SUBORDINATORS = "even though|because|since|although|while|whenever|when|unless|after|before|once|until|if";
const TRAILING_SUB_RE = new RegExp(`^(.+?),? (${SUBORDINATORS}) (.+)$`);
const LEADING_SUB_RE = new RegExp(`^(${SUBORDINATORS}) ([^,;:]+), ([^,;:]+)$`, "i");
/** Main clauses whose verb takes the subordinate clause as its object or scope ("I know when…", "not because…"). */
const SCOPE_BLOCKERS =
  /\b(?:that|found|find|finds|show|shows|showed|shown|suggest|suggests|suggested|argue|argues|argued|claim|claims|claimed|report|reports|reported|think|thinks|thought|believe|believes|know|knows|knew|say|says|said|wonder|wondered|ask|asks|asked|check|see|sure|unclear|clear|whether|decide|decided|remember|forget|tell|told|explain|explains|explained|understand|not|cannot|never|no|only|just|especially|partly|mainly|simply|\w+n['’]t)\b/i;
const TIME_NOUNS = /\b(?:day|days|time|times|moment|year|years|point|period|era|age|case|cases|situations?|place|places|week|month)$/i;
const LINKED_START = /^(?:so|and|but|or|yet|then|also|still|thus|hence|therefore|however|instead|meanwhile|later)\b/i;
const BACK_REFERENCE = /^(?:he|she|it|they|his|her|its|their|this|these|them|then|that|those|such)\b/i;

/** Plain running prose: no brackets, ellipses or stray sentence stops that a reorder would scramble. */
function isProse(body: string): boolean {
  return !/[()[\]]|\.\.|…|[.!?] /.test(body);
}

/**
 * "1. Restricted airspace during the Cold War The airspace near…": a heading run into its sentence with no stop,
 * seen as a capitalized "The", "This", "It"… after a lowercase word. A phrase moved to the front would land in
 * the heading.
 */
function runsOnHeading(body: string, ctx: SentenceContext): boolean {
  return /[a-z,]\s+(?:The|A|An|This|These|Those|It|In|We|They|He|She|I|Our|My|There)\s/.test(ctx.protector.restore(body));
}

/** A clause whose first span (a link, a quotation) is written lowercase cannot open a sentence. */
function startsLowercase(clause: string, ctx: SentenceContext): boolean {
  return /^\uE000/.test(clause) && /^[^A-Za-z0-9]*[a-z]/.test(ctx.protector.restore(clause));
}

/** "X because Y." → "Because Y, X." */
function frontSubordinate(body: string, ctx: SentenceContext): string | null {
  const match = TRAILING_SUB_RE.exec(body);
  if (!match) return null;
  const [, main, sub, clause] = match;
  if (/[,;:]/.test(main) || /[,;:]/.test(clause) || words(main) < 3 || words(clause) < 3 || words(body) > 40) return null;
  if (!isProse(body) || startsLowercase(main, ctx)) return null;
  if (SCOPE_BLOCKERS.test(main) || TIME_NOUNS.test(main) || LINKED_START.test(main) || endsOpen(main)) return null;
  // Fronted, a pronoun in the clause ("while … extends them", "before it is fed in") would come before the
  // noun it stands for, and a "This" opening the main clause would point at the clause instead.
  if (PRONOUN.test(clause) || BACK_REFERENCE.test(main)) return null;
  // "deferred sentence until next month … and granted bail": an "and" may join the main clause's verbs, so
  // the words after the subordinator are not surely one clause; "stopped by but left after waiting": fronted,
  // the clause would cover both verbs, not the last one; "resume where you left off when you return": it
  // belongs to the relative clause.
  if (/\b(?:and|or)\b/.test(clause) || /\b(?:and|or|but)\b/.test(main) || RELATIVE_WORD.test(main)) return null;
  // "Websites can determine if…", "ships made before the bombings … is due to…": the clause is the object of
  // a verb that ends the main clause, or holds the main clause's own verb; "I got a call saying they would
  // give me credit if I came back": it belongs to the main clause's last verb.
  if (!hasOneVerb(clause) || !hasOneVerb(main) || tag(main).has("#Verb$")) return null;
  const lowered = lowerFirstWord(main, ctx.knownLower);
  if (!lowered) return null;
  return capitalizeFirst(`${sub} ${clause}, ${lowered}`);
}

const CLAUSE_SUBJECT = new RegExp(
  `^(?:(?:i|we|you|they|he|she|it|the|this|that|these|those|a|an|our|my|your|their|its|his|her|there|some|many|most|each|every|no|one|people)\\b|${PLACEHOLDER_SOURCE})`,
  "i",
);

/** "Because Y, X." → "X because Y." */
function backSubordinate(body: string, ctx: SentenceContext): string | null {
  const match = LEADING_SUB_RE.exec(body);
  if (!match) return null;
  const [, sub, clause, rawMain] = match;
  // A leading "while" usually concedes ("While X has grown, Y…"); after the main clause it reads as "during".
  if (/^while$/i.test(sub)) return null;
  const main = rawMain.replace(/^then\s+/i, "");
  if (words(clause) < 2 || words(main) < 3 || BACK_REFERENCE.test(main)) return null;
  // "While less visible than X, lookism…": without its own subject the clause leans on the main clause's,
  // and moved after it, it would attach to the wrong noun.
  if (!CLAUSE_SUBJECT.test(clause)) return null;
  // "develops cells that recognize pathogens when we meet them", "muscles fire as the pressure stays when you
  // stand": after a second verb or clause, the moved clause would attach to it.
  if (words(clause) > 12 || words(main) > 18 || SUBORDINATE_WORD.test(main) || LINKED_START.test(main) || !isProse(body)) return null;
  // "sitting in the seats" is no clause: moved first, it would dangle ("Sitting in the seats when we say…").
  if (startsLowercase(main, ctx) || !isSingleClause(main) || tag(main).has("^#Verb")) return null;
  // "explanations for the phenomena of electricity before the scientific understanding of it": a verbless
  // phrase after a closing prepositional phrase reads as part of it.
  if (!hasVerb(clause) && ENDS_IN_PHRASE.test(main)) return null;
  const loweredClause = lowerFirstWord(clause, ctx.knownLower);
  if (!loweredClause) return null;
  return `${capitalizeFirst(main)} ${sub.toLowerCase()} ${loweredClause}`;
}

const NP_WORD = "[a-z][a-z-]*";
const FUNCTION_IN_NP = /\b(?:of|in|with|and|or|that|which|who|for|to|on|at|from|as|than|not|very|being)\b/;
const PASSIVE_RE = new RegExp(
  `^((?:the|this|that|these|those|our|their|his|her|its|my|your|a|an|each|every) (?:${NP_WORD} ){0,2}${NP_WORD}) (was|were) ((?:[a-z]+ly )?)([a-z]+) by ((?:the|a|an|our|their|his|her|its|my|your|this|that|these|those) (?:${NP_WORD} ){0,2}${NP_WORD}|(?:${PLACEHOLDER_SOURCE})(?: ${PLACEHOLDER_SOURCE})*|him|her|them|us|me|you)$`,
  "i",
);
const STATIVE_PARTICIPLES =
  /^(?:located|based|situated|positioned|placed|lined|known|interested|tired|excited|surprised|pleased|worried|concerned|involved|related|married|used|accompanied|caused|determined|filled|covered|crowded|inspired|frightened|amazed|bored|puzzled|shocked|impressed|disappointed|dominated)$/;
const SUBJECT_PRONOUNS: Record<string, string> = { him: "he", her: "she", them: "they", us: "we", me: "I", you: "you" };

/** "The report was written by the team." → "The team wrote the report." */
function passiveToActive(body: string): string | null {
  const match = PASSIVE_RE.exec(body);
  if (!match) return null;
  const [, subject, , adverb, participle, agent] = match;
  if (STATIVE_PARTICIPLES.test(participle.toLowerCase()) || FUNCTION_IN_NP.test(subject.slice(subject.indexOf(" ")))) return null;
  if (FUNCTION_IN_NP.test(agent.slice(agent.indexOf(" ") + 1))) return null;
  const past = pastFromParticiple(participle.toLowerCase());
  if (!past) return null;
  const actor = SUBJECT_PRONOUNS[agent.toLowerCase()] ?? agent;
  const object = subject.charAt(0).toLowerCase() + subject.slice(1);
  return capitalizeFirst(`${actor} ${adverb}${past} ${object}`);
}

const MONTHS_AND_DAYS =
  "january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const TIME_HEAD =
  "years?|months?|weeks?|days?|decades?|centur(?:y|ies)|hours?|minutes?|mornings?|afternoons?|evenings?|nights?|weekends?|summer|winter|spring|autumn|season|meantime|past|era|holidays?";
const TIME_MODIFIER = `\\d+(?:st|nd|rd|th)?|${MONTHS_AND_DAYS}`;
/** "2019", "the past decade", "March 2020", "the end of the year", "the 19th century": a point or stretch of time. */
const TEMPORAL_OBJECT = new RegExp(
  `^(?:(?:${TIME_MODIFIER}|a|an|[a-z]+) ){0,3}(?:(?:${TIME_HEAD}|${MONTHS_AND_DAYS}|\\d{4}s?)(?: \\d{4})?|(?:the )?(?:end|start|beginning|middle) of (?:the |this |that |each |every )?(?:${TIME_HEAD}|\\d{4}))$`,
  "i",
);
/** Prepositions whose phrase sets the scene for the whole clause whatever it holds ("during the war", "despite the rain"). */
const SCENE_PREPOSITIONS = /^(?:during|after|before|since|throughout|despite|following|amid)$/i;
/** Prepositions whose phrase is a sentence adverbial only when it names a time ("in 2019", "over the past decade"). */
const TIME_PREPOSITIONS = /^(?:in|on|at|by|over|within|for)$/i;
/** Leading phrases that may move to the end of their clause: scene-setting ones, plus place and circumstance. */
const LEADING_PREPOSITIONS =
  /^(?:during|after|before|since|throughout|despite|following|amid|in|on|at|by|over|within|under|across|without|from|for|according to)$/i;
const PREPOSITION_SOURCE = "according to|[A-Za-z]+";
const PLACE_PREPOSITIONS = /^(?:in|on|at|under|over|near|through|across|inside|outside|beside|behind)$/i;
const TRAILING_PREPOSITION_RE =
  / (?:during|after|before|since|throughout|despite|following|amid|in|on|at|by|over|within|for|under|near|through|across|inside|outside|beside|behind) (?=\S)/gi;
const LEADING_PHRASE_RE = new RegExp(`^(${PREPOSITION_SOURCE}) ([^,;:]+), ([^,;:]+)$`, "i");
/**
 * Words that make a clause's reading depend on where an adverbial stands: a second verb or clause it could
 * attach to ("said that he left after the war"), negation and focus ("did not leave after the war") and
 * superlatives ("the best player in the world"); a second verb ("decided to build a park in 2020") is
 * checked by isSingleClause.
 */
const ATTACHMENT_BLOCKERS =
  /\b(?:that|which|who|whom|whose|where|when|whether|if|because|while|although|though|unless|until|as|than|but|nor|not|never|no|only|even|said|says|say|told|tells|found|finds|show|shows|showed|shown|suggests?|suggested|argues?|argued|claims?|claimed|reports?|reported|thinks?|thought|believes?|believed|knows?|knew|announced|wrote|noted|added|explained|stated|expects?|expected|hopes?|hoped|plans?|planned|wants?|wanted|decided|agreed|continues?|continued|began|begins|started|starts|tried|tries|most|best|worst|first|last|\w+est|\w+n['’]t)\b/i;
/** Phrases that link to the text around them rather than set a scene: they stay where the writer put them. */
const DISCOURSE_PHRASES =
  /^(?:at the same time|in this way|in that way|in the same way|in a similar way|in turn|in short|in brief|in sum|in total|in general|in particular|in practice|in theory|in reality|in response|in comparison|in any case|in this case|in that case|in this regard|in this sense|in this context|in doing so|in the end|in the meantime|on the contrary|on average|on the whole|on the one hand|on the other hand|at least|at last|at first|at first glance|at times|at best|at worst|at present|at the moment|by far|by the way|for now|for one|for example|for instance|for the most part|from then on|over time|after all|above all|of course|in addition|in conclusion|in contrast|by contrast|in fact|in other words|without doubt|without a doubt|on top of this|on top of that|in addition to this|in addition to that|beyond this|beyond that|to this end|for this reason|for that reason)$/i;

function isSceneSetting(preposition: string, object: string, ctx: SentenceContext): boolean {
  if (words(object) > 7 || DISCOURSE_PHRASES.test(`${preposition} ${object}`)) return false;
  const scene =
    SCENE_PREPOSITIONS.test(preposition) || (TIME_PREPOSITIONS.test(preposition) && TEMPORAL_OBJECT.test(ctx.protector.restore(object)));
  return scene && !hasVerb(object);
}

/** "Sales rose last year.": time adverbials that need no preposition. */
const BARE_TIME_TAIL =
  / ((?:last|next|every|each|this) (?:year|month|week|day|morning|evening|night|summer|winter|spring|autumn)|today|yesterday|tomorrow|these days|nowadays)$/i;
const BOUND_BEFORE_PHRASE =
  /\b(?:early|late|later|earlier|right|just|shortly|soon|immediately|long|back|far|way|well|straight|first|once)$/i;
const PRONOUN = /\b(?:he|she|it|they|him|her|them|his|its|their|theirs|this|these|those)\b/i;
const ENDS_IN_PHRASE = /\b(?:of|in|on|at|to|from|for|with|by|about|into|than|between|among|like)(?: \S+){1,3}$/i;

/** A clause an adverbial may move across without changing what it modifies. */
function isPlainClause(clause: string): boolean {
  return (
    words(clause) >= 3 &&
    words(clause) <= 20 &&
    !ATTACHMENT_BLOCKERS.test(clause) &&
    !LINKED_START.test(clause) &&
    !endsOpen(clause) &&
    isSingleClause(clause)
  );
}

/** Where a verb that ends its clause is ("The cat sat | on the mat"): the phrase after it can only be the verb's. */
function isPlaceOfVerb(preposition: string, object: string, main: string): boolean {
  return (
    PLACE_PREPOSITIONS.test(preposition) &&
    words(object) <= 6 &&
    !DISCOURSE_PHRASES.test(`${preposition} ${object}`) &&
    !hasVerb(object) &&
    tag(main).has("#Verb$")
  );
}

/**
 * "Sales rose sharply in 2019." → "In 2019, sales rose sharply." Tries the last phrase first: "on Tuesday after
 * a long debate". With `places`, also a place right after the verb ("On the mat, the cat sat."), which reads
 * literary, so it is kept for texts with no other safe change.
 */
function frontTrailingPhrase(body: string, ctx: SentenceContext, places = false): string | null {
  if (/[,;:]/.test(body) || !isProse(body)) return null;
  const bareTime = BARE_TIME_TAIL.exec(body);
  if (bareTime) return frontedOver(body.slice(0, bareTime.index), bareTime[1], ctx);
  const starts = [...body.matchAll(TRAILING_PREPOSITION_RE)].map((match) => match.index ?? 0).reverse();
  for (const at of starts) {
    const main = body.slice(0, at);
    const [preposition, ...rest] = body.slice(at + 1).split(" ");
    const object = rest.join(" ");
    // Fronted, a pronoun in the phrase ("during their visit") would come before the noun it stands for.
    if (PRONOUN.test(object)) continue;
    const movable = isSceneSetting(preposition, object, ctx) || (places && isPlaceOfVerb(preposition, object, main));
    const fronted = movable ? frontedOver(main, `${preposition} ${object}`, ctx) : null;
    if (fronted) return fronted;
  }
  return null;
}

/** `phrase, main` when the phrase can leave the end of `main` without changing what it modifies. */
function frontedOver(main: string, phrase: string, ctx: SentenceContext): string | null {
  // "the day after the party", "early in the morning", "the person I am today": the phrase belongs to the
  // word before it.
  if (TIME_NOUNS.test(main) || BOUND_BEFORE_PHRASE.test(main) || !isPlainClause(main)) return null;
  if (!tag(main).has("^(#Determiner|#Pronoun|#Noun|#Adjective|#Possessive)")) return null;
  const lowered = lowerFirstWord(main, ctx.knownLower);
  return lowered ? capitalizeFirst(`${phrase}, ${lowered}`) : null;
}

/** The change guarantee's last reorder: a closing time, scene or place phrase moved to the front. */
export function frontClosingPhrase(sentence: string, ctx: SentenceContext): string | null {
  const { body, end } = splitEnd(sentence);
  if (!end.startsWith(".") || runsOnHeading(body, ctx)) return null;
  const fronted = frontTrailingPhrase(body, ctx, true);
  return fronted === null ? null : fronted + end;
}

/** "After the war, he moved to Paris." → "He moved to Paris after the war." */
function backLeadingPhrase(body: string, ctx: SentenceContext): string | null {
  const match = LEADING_PHRASE_RE.exec(body);
  if (!match) return null;
  const [, preposition, object, main] = match;
  if (!LEADING_PREPOSITIONS.test(preposition) || words(object) > 7 || hasVerb(object) || DISCOURSE_PHRASES.test(`${preposition} ${object}`))
    return null;
  if (!isPlainClause(main) || !CLAUSE_SUBJECT.test(main) || !isProse(body) || startsLowercase(main, ctx)) return null;
  // "vary due to several factors in forests": after a clause that ends in a prepositional phrase, any phrase
  // but a time would read as part of it.
  if (ENDS_IN_PHRASE.test(main) && !TEMPORAL_OBJECT.test(ctx.protector.restore(object))) return null;
  // "After John's speech, he left": moved after the pronoun, the name no longer tells who "he" is.
  if (BACK_REFERENCE.test(main) && /[A-Z\uE000]/.test(object)) return null;
  const phrase = `${preposition.toLowerCase()} ${object}`;
  // "according to" reports a source, set off by a comma wherever it stands.
  return `${capitalizeFirst(main)}${/^according/i.test(phrase) ? "," : ""} ${phrase}`;
}

const LEADING_PURPOSE_RE = /^((?:To|By) ([a-z]+) [^,;:]+), ([^,;:]+)$/;

/** "To address this issue, we propose a new method." → "We propose a new method to address this issue." (also "By using…") */
function backPurposePhrase(body: string, ctx: SentenceContext): string | null {
  const match = LEADING_PURPOSE_RE.exec(body);
  if (!match) return null;
  const [, phrase, verb, main] = match;
  // "To date, …", "By then, …": only a verb after "to" (or an -ing verb after "by") makes a purpose or means.
  const isVerb = phrase.startsWith("By") ? /ing$/.test(verb) && tag(verb).has("#Gerund") : tag(`to ${verb}`).has("#Infinitive");
  if (!isVerb || words(phrase) > 10 || hasVerb(phrase.slice(phrase.indexOf(" ", 3)))) return null;
  if (!isPlainClause(main) || !CLAUSE_SUBJECT.test(main) || !isProse(body) || startsLowercase(main, ctx)) return null;
  // "To evaluate the model, we compare it…": moved behind the pronoun, the phrase no longer says what "it" is.
  if (PRONOUN.test(main)) return null;
  return `${capitalizeFirst(main)} ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
}

/** Participles that state a result of the whole clause before them, so "This" can stand for that clause. */
const RESULT_PARTICIPLES: Record<string, string> = {
  leading: "lead",
  resulting: "result",
  allowing: "allow",
  enabling: "enable",
  causing: "cause",
  ensuring: "ensure",
  prompting: "prompt",
  triggering: "trigger",
  paving: "pave",
  making: "make",
  contributing: "contribute",
  reducing: "reduce",
  increasing: "increase",
  improving: "improve",
  highlighting: "highlight",
  underscoring: "underscore",
  demonstrating: "demonstrate",
};
const RESULT_TAIL_RE = new RegExp(`^(.+), (${Object.keys(RESULT_PARTICIPLES).join("|")}) ([^,;:]+)$`);
const MODAL = /\b(?:will|would|can|could|may|might|should|must|shall|to)\b|['’](?:ll|d)\b/i;

/**
 * "Prices rose, leading to protests." → "Prices rose. This led to protests." The new sentence takes the main
 * clause's tense; a clause whose tense is mixed or modal ("will rise", "has risen") is left alone.
 */
function splitResult(sentence: string): string | null {
  const { body, end } = splitEnd(sentence);
  const match = RESULT_TAIL_RE.exec(body);
  if (!end.startsWith(".") || !match || !isProse(body)) return null;
  const [, main, participle, rest] = match;
  // "This approach turns…. This allows…": a main clause that opens on "This" would give two in a row.
  if (words(main) < 5 || words(rest) < 2 || /[;:]/.test(main) || MODAL.test(main) || /^this\b/i.test(main)) return null;
  const doc = tag(main);
  const past = doc.has("#PastTense") || MISREAD_PAST.test(main);
  const present = doc.has("#PresentTense");
  if (past === present) return null;
  const verb = inflectVerb(RESULT_PARTICIPLES[participle], past ? "past" : "s");
  return `${main}. This ${verb} ${rest}${end}`;
}

/** Restructures one sentence (clause order, voice, phrase position, a result split off) or returns null when none fits safely. */
export function restructure(sentence: string, ctx: SentenceContext): string | null {
  const { body, end } = splitEnd(sentence);
  if (!end || /[?!]/.test(end) || body.includes("\uE000\uE000") || runsOnHeading(body, ctx)) return null;
  const reordered = [
    frontSubordinate(body, ctx),
    backSubordinate(body, ctx),
    passiveToActive(body),
    frontTrailingPhrase(body, ctx),
    backLeadingPhrase(body, ctx),
    backPurposePhrase(body, ctx),
  ];
  const options = [...reordered.map((option) => (option === null ? null : option + end)), splitResult(sentence)].filter(
    (option): option is string => option !== null && option !== sentence,
  );
  return options.length > 0 ? ctx.rng.pick(options) : null;
}
