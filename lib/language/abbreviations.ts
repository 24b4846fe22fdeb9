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

/**
 * Words of case names that never end a sentence in the project's splitter ("People v. Diaz", "Denton Constr. Co.");
 * the detector's split rules leave them out (its model was trained without them).
 */
export const CASE_NAME_ABBREVIATIONS: ReadonlySet<string> = new Set([
  "v", "comp", "bd", "bldg", "bros", "const", "constr", "educ", "edu", "envtl", "indus", "mfg", "mgmt", "prods", "servs", "transp", "univ",
]);

/** Abbreviations that do not end a sentence before a number, a roman numeral or a section sign ("art. VI", "Supp. 2d", "Ill. 123"). */
export const CITATION_ABBREVIATIONS: ReadonlySet<string> = new Set([
  "art", "arts", "sec", "secs", "ch", "chs", "no", "nos", "para", "paras", "cl", "pt", "pts", "tit", "amend", "supp", "ct",
  "cir", "app", "rptr", "dec", "ed", "id", "stat", "ann", "rev", "ill", "cal", "tex", "fla", "pa", "mo", "ark",
  "wis", "mich", "mass", "conn", "minn", "so", "reg", "regs", "fed",
]);
