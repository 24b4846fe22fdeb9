import { describe, expect, it } from "vitest";
import { DETECTOR_SPLIT_RULES, sentenceSpans, sentenceTiles, splitSentences } from "@/lib/language/sentences";
import { splitSentences as detectorSentences } from "@/lib/detector/text";

describe("sentence splitter", () => {
  it("splits on full stops, question and exclamation marks followed by a space", () => {
    expect(splitSentences("It rained. Did it stop? No!  We stayed in.")).toEqual(["It rained.", "Did it stop?", "No!", "We stayed in."]);
  });

  it("keeps titles, Latin abbreviations and U.S. inside their sentence", () => {
    expect(splitSentences("Dr. Jones met Mr. Smith in the U.S. Senate. Bring fruit, e.g. apples. Then leave.")).toEqual([
      "Dr. Jones met Mr. Smith in the U.S. Senate.",
      "Bring fruit, e.g. apples.",
      "Then leave.",
    ]);
  });

  it("does not split decimals, initials or a period before a lowercase word", () => {
    expect(splitSentences("Version 3.5 shipped. J. R. Tolkien wrote it. See p. 4 and fig. 2 for more.")).toEqual([
      "Version 3.5 shipped.",
      "J. R. Tolkien wrote it.",
      "See p. 4 and fig. 2 for more.",
    ]);
  });

  it("keeps closing quotes and brackets with the sentence they end", () => {
    expect(splitSentences('She said "stop." He did (at once.) Then "why?" she asked.')).toEqual([
      'She said "stop."',
      "He did (at once.)",
      'Then "why?" she asked.',
    ]);
  });

  it("ends a sentence at a line break even without punctuation", () => {
    expect(splitSentences("A heading\n\nThe first line. The second\nthird")).toEqual([
      "A heading",
      "The first line.",
      "The second",
      "third",
    ]);
  });

  it("gives offsets whose slice is the trimmed sentence", () => {
    const text = "  First one.   Second one?\n\n Third ";
    const spans = sentenceSpans(text);
    expect(spans.map((s) => s.text)).toEqual(["First one.", "Second one?", "Third"]);
    for (const s of spans) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it("finds no sentence in blank text", () => {
    expect(sentenceSpans("")).toEqual([]);
    expect(splitSentences(" \n\t ")).toEqual([]);
  });

  it("tiles the whole text, whitespace going with the sentence before it", () => {
    const text = "One. Two!  Three?\n";
    const tiles = sentenceTiles(text);
    expect(tiles[0]!.start).toBe(0);
    expect(tiles.at(-1)!.end).toBe(text.length);
    tiles.slice(1).forEach((t, i) => expect(t.start).toBe(tiles[i]!.end));
    expect(tiles.map((t) => text.slice(t.start, t.end))).toEqual(["One. ", "Two!  ", "Three?\n"]);
  });
});

describe("legal citations and list items", () => {
  it.each([
    [
      "a case name's v.",
      "The court agreed. People v. Diaz, 904 N.Y.S.2d 343 (2010). Then it ended.",
      ["The court agreed.", "People v. Diaz, 904 N.Y.S.2d 343 (2010).", "Then it ended."],
    ],
    [
      "dotted capitals before a section sign",
      "File under 8 C.F.R. § 1003.2(c). It is a rule.",
      ["File under 8 C.F.R. § 1003.2(c).", "It is a rule."],
    ],
    [
      "art. before a roman numeral, N.D.C.C. before §",
      "See N.D. Const. art. VI, § 8, and N.D.C.C. § 29-01-12. The court agreed.",
      ["See N.D. Const. art. VI, § 8, and N.D.C.C. § 29-01-12.", "The court agreed."],
    ],
    [
      "a case name's Constr. and a court in brackets",
      "See Johnson v. Denton Constr. Co., 911 S.W.2d 286 (Mo.App. E.D.1995). Next one.",
      ["See Johnson v. Denton Constr. Co., 911 S.W.2d 286 (Mo.App. E.D.1995).", "Next one."],
    ],
    [
      "reporters",
      "Smith, 123 F. Supp. 2d 456 (S.D.N.Y. 2000). Jones, 45 F.2d 1 (9th Cir. 1999). Done.",
      ["Smith, 123 F. Supp. 2d 456 (S.D.N.Y. 2000).", "Jones, 45 F.2d 1 (9th Cir. 1999).", "Done."],
    ],
    [
      "a numbered item's number",
      "We propose a framework. 2. Our approach works. 3. It scales.",
      ["We propose a framework.", "2. Our approach works.", "3. It scales."],
    ],
    [
      "bullets inside a line, not a product",
      "Cases: * Moore v. Atchison (1960): a verdict * Silvern v. Barbagallo (1959). Then 5 * 3 is 15.",
      ["Cases:", "* Moore v. Atchison (1960): a verdict", "* Silvern v. Barbagallo (1959).", "Then 5 * 3 is 15."],
    ],
    [
      "a person's dotted initials before a name",
      "See J.I. Kislak v. Carol Mgmt. Corp., 7 A.D.2d 428 (1959). Courts, like in *J.I. Kislak*, agree.",
      ["See J.I. Kislak v. Carol Mgmt. Corp., 7 A.D.2d 428 (1959).", "Courts, like in *J.I. Kislak*, agree."],
    ],
    [
      "a reporter's S.Ct. and L.Ed.",
      "Holmes, 535 U.S. 826, 122 S.Ct. 1889, 153 L.Ed.2d 13 (2002). Gall, 128 S.Ct. at 597. Done.",
      ["Holmes, 535 U.S. 826, 122 S.Ct. 1889, 153 L.Ed.2d 13 (2002).", "Gall, 128 S.Ct. at 597.", "Done."],
    ],
    [
      "a book's chapter in roman numerals",
      "It misreads Luke i. 61, as well. Comp. 2 Kings xxv. 23; Ezra viii. 12. Then more.",
      ["It misreads Luke i. 61, as well.", "Comp. 2 Kings xxv. 23; Ezra viii. 12.", "Then more."],
    ],
    [
      "dotted places and a sentence after initials still end",
      "We flew to Washington, D.C. The talks began. He met J.R. The end came.",
      ["We flew to Washington, D.C.", "The talks began.", "He met J.R.", "The end came."],
    ],
    [
      "prose ends as before",
      "I love art. It is fun. He moved to Ohio. 2020 was good.",
      ["I love art.", "It is fun.", "He moved to Ohio.", "2020 was good."],
    ],
  ] as const)("%s", (_, text, sentences) => {
    expect(splitSentences(text)).toEqual(sentences);
  });

  it("are not the detector's rules: its trained splits stay as they were", () => {
    const text = "The court agreed. People v. Diaz, 904 N.Y.S.2d 343. Cases: * Moore v. Atchison";
    expect(sentenceSpans(text, DETECTOR_SPLIT_RULES).map((s) => s.text)).toEqual([
      "The court agreed.",
      "People v.",
      "Diaz, 904 N.Y.S.2d 343.",
      "Cases: * Moore v.",
      "Atchison",
    ]);
  });
});

describe("the detector's split rules", () => {
  it("end a sentence at a quoted question mark before a lowercase word, as the trained model expects", () => {
    expect(sentenceSpans('Then "why?" she asked.', DETECTOR_SPLIT_RULES).map((s) => s.text)).toEqual(['Then "why?"', "she asked."]);
  });
});

describe("the detector's splitter and the project's", () => {
  it("find the same sentences wherever no quoted mark comes before a lowercase word", () => {
    const text = 'Dr. Lee (the U.S. lead) said "go." Prices rose 3.5% in Jan. and fell! Why? J. Doe agreed.\n\nNew line here';
    const detector = detectorSentences(text).map((s) => text.slice(s.start, s.end).trim());
    expect(detector).toEqual(splitSentences(text));
  });
});
