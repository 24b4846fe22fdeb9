"use client";

import type { ParagraphScore, SentenceScore, Verdict } from "@/lib/ai/types";
import { paragraphSpanName } from "@/lib/detector/paragraphs";
import { isAiLeaning } from "@/lib/detector/verdict";
import { useEditor } from "./editor-context";
import type { Detection } from "./store";
import { sentenceMarksNote } from "@/lib/messages";
import { SENTENCE_MARKS, sentenceMark, VERDICT_STYLE, verdictForMarks } from "./verdict-style";

/** The sentences of text[start, end), each marked by how AI-like it reads (colour, underline style and text), as far as `verdict` allows. */
function MarkedSentences({
  text,
  sentences,
  start,
  end,
  verdict,
}: {
  text: string;
  sentences: SentenceScore[];
  start: number;
  end: number;
  verdict: Verdict;
}) {
  return sentences.map((sentence) => {
    const from = Math.max(start, sentence.start);
    const to = Math.min(end, sentence.end);
    if (from >= to) return null;
    const level = sentenceMark(sentence.score, verdict);
    const part = text.slice(from, to);
    if (!level) return <span key={from}>{part}</span>;
    return (
      <mark
        key={from}
        data-level={level.label}
        className={`rounded-sm text-inherit ${level.className}`}
        title={`${level.label}: ${Math.round(sentence.score)}%`}
      >
        {part}
        <span className="sr-only">
          {" "}
          ({level.label}, {Math.round(sentence.score)}%)
        </span>
      </mark>
    );
  });
}

/**
 * One paragraph of a text of several, with its own verdict; a paragraph that reads as AI-written is marked
 * with a bar in its verdict's colour and its verdict in words, named by the writer's own paragraph numbers
 * (short paragraphs are judged together with the next, so a mark can cover "Paragraphs 3-5").
 */
function Paragraph({
  text,
  sentences,
  paragraph,
  textVerdict,
}: {
  text: string;
  sentences: SentenceScore[];
  paragraph: ParagraphScore;
  textVerdict: Verdict;
}) {
  const style = VERDICT_STYLE[paragraph.verdict];
  const marked = isAiLeaning(paragraph.verdict);
  const several = paragraph.lastParagraph > paragraph.firstParagraph;
  return (
    <div
      data-testid="paragraph"
      data-verdict={paragraph.verdict}
      className={`border-l-4 pl-3 ${marked ? "" : "border-transparent"}`}
      style={marked ? { borderColor: style.color } : undefined}
    >
      {marked && (
        <p data-testid="paragraph-mark" className={`text-xs font-semibold ${style.text}`}>
          {paragraphSpanName(paragraph)}: {style.name}
          <span className="font-normal">
            , judged on {several ? "their" : "its"} own: {several ? "these paragraphs score" : "this paragraph scores"}{" "}
            {Math.round(paragraph.score)}% AI
          </span>
        </p>
      )}
      <p className="whitespace-pre-wrap">
        <MarkedSentences
          text={text}
          sentences={sentences}
          start={paragraph.start}
          end={paragraph.end}
          verdict={verdictForMarks(paragraph, textVerdict)}
        />
      </p>
    </div>
  );
}

/** The checked text with each sentence marked by how AI-like it reads, and each paragraph by its own verdict. */
export function SentenceHighlights() {
  const detection = useEditor((s) => s.detection);
  if (!detection || detection.sentences.length === 0) return null;
  return (
    <MarkedDocument text={detection.text} sentences={detection.sentences} paragraphs={detection.paragraphs} verdict={detection.verdict} />
  );
}

/** A checked text with its marks, wherever one is shown (the checker, a file of a batch); `verdict` is the text's. */
export function MarkedDocument({ text, sentences, paragraphs, verdict }: Pick<Detection, "text" | "sentences" | "paragraphs" | "verdict">) {
  const note = sentenceMarksNote(verdict, paragraphs.length);
  return (
    <section aria-labelledby="highlights-heading" className="border-t border-slate-200 p-4" data-testid="sentence-highlights">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="highlights-heading" className="text-base font-semibold">
          Sentence by sentence
        </h2>
        <ul className="flex flex-wrap gap-3 text-xs text-slate-700" aria-label="Legend">
          {SENTENCE_MARKS.map((level) => (
            <li key={level.label} className="flex items-center gap-1">
              <span className={`inline-block px-1 ${level.className}`}>text</span> {level.label}
            </li>
          ))}
          <li>Unmarked: least AI-like</li>
        </ul>
      </div>
      {note && (
        <p data-testid="marks-note" className="mb-3 text-sm text-slate-600">
          {note}
        </p>
      )}
      {paragraphs.length > 1 ? (
        <div className="space-y-4 text-base leading-loose text-slate-900">
          {paragraphs.map((paragraph) => (
            <Paragraph key={paragraph.start} text={text} sentences={sentences} paragraph={paragraph} textVerdict={verdict} />
          ))}
        </div>
      ) : (
        <p className="whitespace-pre-wrap text-base leading-loose text-slate-900">
          <MarkedSentences text={text} sentences={sentences} start={0} end={text.length} verdict={verdict} />
        </p>
      )}
    </section>
  );
}
