/**
 * Abbreviations whose period does not end a sentence, lowercase and without their final period ("e.g." → "e.g").
 * The sentence splitter reads this list; the detector's trained model was fitted on sentences split with exactly
 * these words, so adding or removing one changes its scores (retrain, see scripts/detector).
 */
export const SENTENCE_ABBREVIATIONS: ReadonlySet<string> = new Set([
  "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "vs", "etc", "e.g", "i.e", "eg", "ie", "no", "fig",
  "al", "inc", "ltd", "co", "corp", "u.s", "u.k", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
  "sept", "oct", "nov", "dec", "approx", "dept", "est", "vol", "p", "pp", "cf", "gen", "gov", "sen", "rep",
]);
