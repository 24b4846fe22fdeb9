/** Shown on the loading overlay while a tool works. */
export const MOTIVATIONAL_QUOTES: { text: string; author: string }[] = [
  { text: "The first draft is just you telling yourself the story.", author: "Terry Pratchett" },
  { text: "Easy reading is damn hard writing.", author: "Nathaniel Hawthorne" },
  { text: "The secret of getting ahead is getting started.", author: "Mark Twain" },
  { text: "You can always edit a bad page. You can't edit a blank page.", author: "Jodi Picoult" },
  { text: "Quality is not an act, it is a habit.", author: "Will Durant" },
  { text: "Don't watch the clock; do what it does. Keep going.", author: "Sam Levenson" },
  { text: "Either write something worth reading or do something worth writing.", author: "Benjamin Franklin" },
];
