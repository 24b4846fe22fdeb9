/**
 * Texts that punish backtracking: one unit repeated to a length. The units are runs of punctuation,
 * joined or spaced letters, quotes, brackets, markup and separators, the shapes that made the engines'
 * expressions quadratic, and sentences that all open with a connector. Used by tests/engine-limits.test.ts and bench/adversarial.ts.
 */
export const ADVERSARIAL_UNITS = [
  "a.", "?!", ". ", "!", ".", "a-", "a.b", " ", "\t", "\n", "e.g. ", "'", '"', "(", ")", "http://", "a@", "@a", "1.", "1,",
  "$1", "A", "AB ", "_a", "a_", "#a", "a/", "/a", "```", "`", "“", "”", "‘", "’", "i ", "dont ", "a,", ",", ";", ":",
  "...", "—", "-", "A. ", "a ", "Ab ", "aB", "a.B", "a. ", ". a", "! a", "? ", "a?", "- ", "* ", "1) ", "> ", "\n- ",
  "a\n", "\r\n", "'a'", '"a" ', "a'", "www.", "x.y", "a$", "$", "%", "1%", "10 ", "Mr. ", "i.e. ", "a, and b, ",
  ", which ", "A, ", "a: ", "\u00a0", "\u200b", "é", "中", "a.a.", "Hello. ", "hello. ", "Hello! ", "(a", "[a]", "a)",
  // Every sentence opening with a connector: each edit asks which connectors the paragraph already opens with.
  "Furthermore, yes. Moreover, no. ",
];

/** `unit` repeated to `length` characters, with a word at the end (some expressions only give up there). */
export function adversarialText(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length - 4) + " end";
}
