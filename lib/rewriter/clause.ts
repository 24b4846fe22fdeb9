import nlp from "compromise";

/** Clause tests the sentence rewrites share: compromise's reading of a clause, cached, and what it says of its verbs. */

/**
 * A clause that ends on a word still waiting for its complement ("It was as", "the books were") cannot
 * stand alone once a phrase after it moves away.
 */
const OPEN_END =
  /\b(?:as|so|even|only|than|that|just|and|or|but|to|of|the|a|an|am|is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|will|would|should|may|might|must|not|very|more|most|such)$/i;

export function endsOpen(clause: string): boolean {
  return OPEN_END.test(clause.trim());
}

type Doc = ReturnType<typeof nlp>;
const TAGGED_LIMIT = 512;
const tagged = new Map<string, Doc>();

/**
 * compromise's reading of some words, kept for the few calls that ask about the same clause again (its verbs,
 * then its first word); tagging is most of what a clause check costs.
 */
export function tag(text: string): Doc {
  let doc = tagged.get(text);
  if (!doc) {
    if (tagged.size >= TAGGED_LIMIT) tagged.clear();
    doc = nlp(text);
    tagged.set(text, doc);
  }
  return doc;
}

/** Past tenses compromise reads as nouns ("sales rose", "prices fell"). */
export const MISREAD_PAST = /\b(?:rose|fell|grew|left|led|found)\b/i;
export const SUBORDINATE_WORD = /\b(?:as|because|since|while|although|though|before|after|until|unless|once|so|than)\b/i;
export const LEADING_SUBORDINATOR =
  /^(?:if|when|whenever|because|since|although|though|even though|while|unless|as|once|after|before|until)\b/i;
export const RELATIVE_WORD = /\b(?:that|which|who|whom|whose|where|when|whether|if)\b/i;

/**
 * One clause with its verb, and no second one an adverbial could attach to instead: no relative or
 * complement clause ("cells that recognize pathogens"), no infinitive ("decided to build a park"), no
 * participle ("anyone looking for a meal during their visit"), no coordinated verb ("ate and slept").
 */
export function isSingleClause(text: string): boolean {
  const doc = tag(text);
  const verbs = doc.verbs().length;
  const hasItsVerb = verbs === 1 || (verbs === 0 && MISREAD_PAST.test(text));
  return (
    hasItsVerb && !RELATIVE_WORD.test(text) && !doc.has("#Gerund") && !doc.has("to #Adverb? #Verb") && !doc.has("(and|or) #Adverb? #Verb")
  );
}

/** A verb with tense ("is", "rose", "will go"): "that of course postdating his term" has none and is no sentence. */
export function hasFiniteVerb(text: string): boolean {
  const finite = (tags: readonly string[]) =>
    !tags.includes("Gerund") && ["PastTense", "PresentTense", "Modal", "Copula", "Auxiliary"].some((name) => tags.includes(name));
  const terms = (tag(text).docs as { tags: Set<string> }[][]).flat();
  return terms.some((term) => finite([...term.tags])) || MISREAD_PAST.test(text);
}

/** Whether compromise finds a verb in the words: a clause has one, a prepositional phrase should not. */
export function hasVerb(words: string): boolean {
  return tag(words).has("#Verb");
}

/**
 * Whether compromise finds exactly one verb phrase: one clause. A second one ("decided to build", "cells that
 * recognize", "sensation you experience … is known") is a clause a moved phrase could attach to instead.
 */
export function hasOneVerb(words: string): boolean {
  return tag(words).verbs().length === 1;
}
