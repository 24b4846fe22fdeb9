export const AUDIENCES = [
  "Students",
  "Writers",
  "Bloggers",
  "Marketers",
  "Teachers",
  "Researchers",
  "Professionals",
  "Non-native speakers",
] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface TitledText {
  title: string;
  text: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The copy of a tool page below the editor. Strings only, so the FAQ JSON-LD is the rendered text. */
export interface ToolMarketing {
  /** Page title for search results and shares, unique per tool. */
  title: string;
  /** Search description, at most about 160 characters. */
  description: string;
  intro: { heading: string; paragraphs: string[]; cta: string };
  howTo: { heading: string; steps: TitledText[] };
  features: { heading: string; items: TitledText[] };
  audience: { heading: string; items: Record<Audience, string> };
  faq: FaqItem[];
}
