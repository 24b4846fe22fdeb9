export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Term and description pairs, e.g. each service provider and what it receives. */
  terms?: { term: string; text: string }[];
}

export interface ContentPageCopy {
  /** Page title for search results and shares. */
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** ISO date of the last change, shown for legal pages. */
  updated?: string;
  sections: ContentSection[];
}
