import type { ToolKind } from "@/lib/limits";
import type { ModelId } from "@/lib/options";
import { DEFAULT_MODEL, HUMANIZER_DEFAULT_MODEL } from "@/lib/options";

export type ToolSlug = "rewrite" | "humanize" | "check" | "undetectable" | "reword" | "essay" | "word-changer" | "paraphrase";

export interface ToolConfig {
  slug: ToolSlug;
  path: string;
  kind: ToolKind;
  /** Product name used in navigation and page titles. */
  name: string;
  buttonLabel: string;
  heading: string;
  subText: string;
  showHumanizerToggle: boolean;
  /** Humanize is always on (the toggle shows it as fixed). */
  forceHumanize: boolean;
  showOptions: boolean;
  showModelToggle: boolean;
  showRandomSample: boolean;
  showStatistics: boolean;
  defaultModel: ModelId;
}

const rewriter = {
  kind: "rewrite",
  showHumanizerToggle: true,
  forceHumanize: false,
  showOptions: true,
  showModelToggle: false,
  showRandomSample: false,
  showStatistics: false,
  defaultModel: DEFAULT_MODEL,
} as const;

export const TOOLS: ToolConfig[] = [
  {
    ...rewriter,
    slug: "rewrite",
    path: "/",
    name: "AI Rewriter",
    buttonLabel: "Rewrite",
    heading: "AI Rewriter: rewrite any text in seconds",
    subText: "Paste a paragraph, pick a tone and a length, and get a fresh version that keeps your meaning.",
    showRandomSample: true,
    showStatistics: true,
  },
  {
    ...rewriter,
    slug: "humanize",
    path: "/humanize-ai-text",
    name: "AI Humanizer",
    buttonLabel: "Humanize",
    heading: "AI Humanizer: make AI text read less machine-made",
    subText: "Take the stock phrases and overused words out of machine-sounding drafts, and see how the result scores.",
    forceHumanize: true,
    showOptions: false,
    showModelToggle: true,
    defaultModel: HUMANIZER_DEFAULT_MODEL,
  },
  {
    slug: "check",
    path: "/ai-checker",
    name: "AI Checker",
    kind: "detect",
    buttonLabel: "Check AI",
    heading: "AI Checker: how likely is this text to be AI-written?",
    subText: "Get a probability score and see which sentences read most like machine writing.",
    showHumanizerToggle: false,
    forceHumanize: false,
    showOptions: false,
    showModelToggle: false,
    showRandomSample: true,
    showStatistics: false,
    defaultModel: DEFAULT_MODEL,
  },
  {
    ...rewriter,
    slug: "undetectable",
    path: "/undetectable-ai",
    name: "Undetectable AI",
    buttonLabel: "Make Undetectable",
    heading: "Undetectable AI: rewrite AI drafts in your own voice",
    subText: "Rework generated text in plainer wording, then check the result with the built-in AI score.",
    showHumanizerToggle: false,
    // "Make Undetectable" is the humanizer, never a plain rewrite.
    forceHumanize: true,
    showModelToggle: true,
  },
  {
    ...rewriter,
    slug: "reword",
    path: "/reword-generator",
    name: "Reword Generator",
    buttonLabel: "Reword",
    heading: "Reword Generator: new words, same meaning",
    subText: "Swap tired phrasing for fresh wording while every fact, name and number stays put.",
  },
  {
    ...rewriter,
    slug: "essay",
    path: "/essay-rewriter",
    name: "Essay Rewriter",
    buttonLabel: "Rewrite My Essay",
    heading: "Essay Rewriter: sharpen your essay's wording",
    subText: "Rework paragraphs of an essay for clarity and flow while keeping your argument and citations intact.",
  },
  {
    ...rewriter,
    slug: "word-changer",
    path: "/word-changer",
    name: "Word Changer",
    buttonLabel: "Change My Words",
    heading: "Word Changer: find better words for your sentences",
    subText: "Replace repeated or plain words with fitting alternatives, sentence by sentence.",
  },
  {
    ...rewriter,
    slug: "paraphrase",
    path: "/quillbot-paraphraser-style",
    name: "Paraphraser",
    buttonLabel: "Paraphrase",
    heading: "Paraphrasing Tool: say it another way",
    subText: "Restate sentences in new words, for summaries, notes and drafts.",
  },
];

export function toolByPath(path: string): ToolConfig | undefined {
  return TOOLS.find((t) => t.path === path);
}

export function toolBySlug(slug: ToolSlug): ToolConfig {
  const tool = TOOLS.find((t) => t.slug === slug);
  if (!tool) throw new Error(`unknown tool ${slug}`);
  return tool;
}
