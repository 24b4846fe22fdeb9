import COMMON_WORDS from "@/lib/rewriter/data/common-words.json";
import { lexiconTags } from "@/lib/rewriter/stem";

/** What compromise's lexicon tags a name ("Pete", "Texas", "Nike"), not a common word. */
const NAME_TAGS = new Set([
  "MaleName",
  "FemaleName",
  "FirstName",
  "LastName",
  "Person",
  "Place",
  "Country",
  "City",
  "Region",
  "Organization",
  "Honorific",
]);
const COMMON = new Set(COMMON_WORDS);

/** Whether the rewriter's word lists know a lowercase word as a common word (compromise's lexicon, other than as a name, or the common-word list). */
export const isListedWord = (word: string): boolean => COMMON.has(word) || lexiconTags(word).some((tag) => !NAME_TAGS.has(tag));

/** Whether compromise's lexicon knows a lowercase word as a name only ("harry", "pete", "dion"). */
export const isListedName = (word: string): boolean => lexiconTags(word).some((tag) => NAME_TAGS.has(tag)) && !isListedWord(word);

/** Endings of common words, not of names ("installation", "additionally", "actuarial" aside): a capitalised word with one is no name. */
export const COMMON_ENDING = /(?:ly|tion|sion|ment|ness|ity|ing|ed|ive|ous|able|ible|less|ful|ism|ist|ize|ise|ance|ence|ship|hood|wards?)$/;
