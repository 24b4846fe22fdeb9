"use client";

import { useEditor } from "./editor-context";

// Named apart from the document verdicts: a sentence is too short for a verdict of its own, so the marks
// only say which parts read most like AI.
const LEVELS = [
  { min: 70, label: "Most AI-like", className: "bg-red-100 decoration-red-700 underline decoration-2 underline-offset-4" },
  { min: 40, label: "Somewhat AI-like", className: "bg-amber-100 decoration-amber-700 underline decoration-dotted decoration-2 underline-offset-4" },
  { min: 0, label: "Least AI-like", className: "" },
] as const;

const levelOf = (score: number) => LEVELS.find((l) => score >= l.min) ?? LEVELS[2];

/** The checked text with each sentence marked by how AI-like it reads (colour, underline style and text). */
export function SentenceHighlights() {
  const detection = useEditor((s) => s.detection);
  if (!detection || detection.sentences.length === 0) return null;
  return (
    <section aria-labelledby="highlights-heading" className="border-t border-slate-200 p-4" data-testid="sentence-highlights">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="highlights-heading" className="text-base font-semibold">
          Sentence by sentence
        </h2>
        <ul className="flex flex-wrap gap-3 text-xs text-slate-700" aria-label="Legend">
          {LEVELS.slice(0, 2).map((level) => (
            <li key={level.label} className="flex items-center gap-1">
              <span className={`inline-block px-1 ${level.className}`}>text</span> {level.label}
            </li>
          ))}
          <li>Unmarked: least AI-like</li>
        </ul>
      </div>
      <p className="whitespace-pre-wrap text-base leading-loose text-slate-900">
        {detection.sentences.map((sentence) => {
          const level = levelOf(sentence.score);
          const text = detection.text.slice(sentence.start, sentence.end);
          if (!level.className) return <span key={sentence.start}>{text}</span>;
          return (
            <mark key={sentence.start} data-level={level.label} className={`rounded-sm text-inherit ${level.className}`} title={`${level.label}: ${Math.round(sentence.score)}%`}>
              {text}
              <span className="sr-only"> ({level.label}, {Math.round(sentence.score)}%)</span>
            </mark>
          );
        })}
      </p>
    </section>
  );
}
