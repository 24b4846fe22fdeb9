/** Typing-slip features (indices 32..36 of the dense vector), read from the text as written. */

const RAW_WORD_RE = /[A-Za-z]+(?:'[A-Za-z]+)*/g;
/** The pronoun written "i" (also in "i'm"), but not the "i" of "i.e.". */
const LOWER_I_RE = /(?<![A-Za-z0-9.'])i(?=['\s,;:!?)"]|\.(?![A-Za-z])|$)/g;
const CONTRACTIONS_WITHOUT_APOSTROPHE = new Set(
  (
    "dont cant wont doesnt didnt isnt wasnt arent werent couldnt shouldnt wouldnt hasnt havent hadnt " +
    "im ive youre theyre thats whats theres weve"
  ).split(" "),
);

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isTerminator = (c: number) => c === 46 || c === 33 || c === 63; // . ! ?
const isClosing = (c: number) => c === 34 || c === 39 || c === 41 || c === 93; // " ' ) ]
const AFTER_ABBREVIATION = /[.\s](?:e\.g|i\.e|etc|vs|cf|al)$/;

/**
 * Sentence starts and how many begin in lowercase: the first letter of the text, after a line break,
 * or after . ! ? (and closing quotes) and a space, unless the stop ends "e.g", "i.e", "etc", "vs",
 * "cf" or "al". The same matches as
 * /(?:^|\n|(?<![.\s](?:e\.g|i\.e|etc|vs|cf|al))[.!?]+["')\]]*[ \t]+)[^A-Za-z\n]*([A-Za-z])/g,
 * found in linear time: that expression rescans to the next letter from every stop in a run of
 * punctuation, which is quadratic on text such as "?!?!?!…".
 */
export function sentenceStarts(raw: string): { starts: number; lowerStarts: number } {
  const n = raw.length;
  // nextLetter[i]: the first ASCII letter at or after i with no line break before it, or -1
  const nextLetter = new Int32Array(n + 1).fill(-1);
  // runEnd[i]: the end of the run of . ! ? that contains i
  const runEnd = new Int32Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    const c = raw.charCodeAt(i);
    nextLetter[i] = isAsciiLetter(c) ? i : c === 10 ? -1 : nextLetter[i + 1]!;
    runEnd[i] = isTerminator(c) ? (i + 1 < n && isTerminator(raw.charCodeAt(i + 1)) ? runEnd[i + 1]! : i + 1) : i;
  }
  let starts = 0;
  let lowerStarts = 0;
  const count = (letter: number) => {
    starts++;
    const c = raw.charCodeAt(letter);
    if (c >= 97 && c <= 122) lowerStarts++;
    return letter + 1;
  };
  let i = 0;
  while (i < n) {
    const c = raw.charCodeAt(i);
    // the alternatives in the expression's order: "^", a line break, a stop
    let letter = i === 0 ? nextLetter[0]! : -1;
    if (letter < 0 && c === 10) letter = nextLetter[i + 1]!;
    if (letter < 0 && isTerminator(c) && !AFTER_ABBREVIATION.test(raw.slice(Math.max(0, i - 5), i))) {
      let j = runEnd[i]!;
      while (j < n && isClosing(raw.charCodeAt(j))) j++;
      const next = raw.charCodeAt(j);
      if (next === 32 || next === 9) letter = nextLetter[j]!;
    }
    i = letter >= 0 ? count(letter) : i + 1;
  }
  return { starts, lowerStarts };
}

/**
 * "word.Next": a lowercase letter, one of . , ! ?, then a letter, unless a dot follows within the same
 * run of letters and dots (abbreviations such as "e.g." and "U.S.A."). Equivalent to
 * /[a-z][.,!?][A-Za-z](?![.A-Za-z]*\.)/g, but linear: that lookahead rescans long runs like "a.a.a.a".
 */
export function missingSpaceAfterPunctuation(raw: string): number {
  const isLetter = isAsciiLetter;
  // lastDot[i]: the last "." of the run of letters and dots that starts at i, or -1
  const lastDot = new Int32Array(raw.length + 1).fill(-1);
  for (let i = raw.length - 1; i >= 0; i--) {
    const c = raw.charCodeAt(i);
    if (c === 46) lastDot[i] = Math.max(i, lastDot[i + 1]!);
    else if (isLetter(c)) lastDot[i] = lastDot[i + 1]!;
  }
  let count = 0;
  for (let i = 0; i + 2 < raw.length; i++) {
    const a = raw.charCodeAt(i);
    const p = raw.charCodeAt(i + 1);
    if (!(a >= 97 && a <= 122) || !(p === 46 || p === 44 || p === 33 || p === 63) || !isLetter(raw.charCodeAt(i + 2))) continue;
    if (lastDot[i + 3]! >= 0) continue;
    count++;
    i += 2; // matches do not overlap
  }
  return count;
}

/** log(1 + 100 * rate): slips are rare events, and one slip should not weigh like ten. */
function slipScale(count: number, of: number): number {
  return Math.log1p((100 * count) / Math.max(1, of));
}

/**
 * Rates of the small slips people make and language models do not (indices 32..36): sentences
 * starting in lowercase, a lowercase pronoun "i", contractions without an apostrophe, a space
 * before punctuation or none after it, and repeated punctuation. They are read from the raw
 * text. In leave-one-source-out they held up in every source, and they count for human
 * writers, including non-native ones, whose plain wording alone is no evidence either way.
 */
export function slipRates(raw: string, f: Float64Array): void {
  const words = raw.match(RAW_WORD_RE) ?? [];
  let noApostrophe = 0;
  for (const w of words) if (CONTRACTIONS_WITHOUT_APOSTROPHE.has(w.toLowerCase())) noApostrophe++;
  const lowerI = raw.match(LOWER_I_RE)?.length ?? 0;
  const { starts, lowerStarts } = sentenceStarts(raw);
  const spacing = (raw.match(/\w [,.!?;:](?!\w)/g)?.length ?? 0) + missingSpaceAfterPunctuation(raw);
  const repeated = raw.match(/[!?]{2,}|\.{3,}|,,/g)?.length ?? 0;
  f[32] = slipScale(lowerStarts, starts);
  f[33] = slipScale(lowerI, words.length);
  f[34] = slipScale(noApostrophe, words.length);
  f[35] = slipScale(spacing, words.length);
  f[36] = slipScale(repeated, words.length);
}
