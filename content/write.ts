/** Copy of the writing space's page (/write). */
export const WRITE_PAGE = {
  path: "/write",
  title: "Write with a Writing Report: Show How Your Text Came to Be",
  description:
    "Write in an editor that records how your text grows (typing, pastes, rewrites) and share a writing report: time spent, what was typed or pasted, a replay, and the AI checker's verdict beside it.",
  heading: "Write with a writing report",
  subText:
    "An AI checker can't clear every real writer. Write here and share how your text came to be: the time you spent, what you typed, pasted or rewrote, and a replay of the whole draft.",
} as const;
