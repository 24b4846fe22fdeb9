import { countWords } from "@/lib/text-stats";
import type { RewriteRequest } from "../types";

/**
 * What the guards read of a request's own text, worked out once per request: the gate asks for its length at every
 * released clause, and franc on a long text is the slowest of the language checks (its language: language.ts).
 */
const INPUT_FACTS = new WeakMap<object, { text: string; words: number; language?: { code: string | undefined } }>();
export function inputFacts(request: Pick<RewriteRequest, "text">) {
  let facts = INPUT_FACTS.get(request);
  if (facts?.text !== request.text) INPUT_FACTS.set(request, (facts = { text: request.text, words: countWords(request.text) }));
  return facts;
}
export const inputWordsOf = (request: Pick<RewriteRequest, "text">) => inputFacts(request).words;
