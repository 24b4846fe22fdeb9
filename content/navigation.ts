export interface NavLink {
  href: string;
  label: string;
  /** Legal and contact pages are marked nofollow (spec section 2). */
  nofollow?: boolean;
}

export const MAIN_LINKS: NavLink[] = [
  { href: "/", label: "AI Rewriter" },
  { href: "/humanize-ai-text", label: "AI Humanizer" },
  { href: "/ai-checker", label: "AI Checker" },
  { href: "/ai-checker/batch", label: "Batch Checker" },
  { href: "/write", label: "Writing Report" },
];

export const FOOTER_GROUPS: { heading: string; links: NavLink[] }[] = [
  {
    heading: "Tools",
    links: [
      { href: "/", label: "AI Rewriter" },
      { href: "/humanize-ai-text", label: "AI Humanizer" },
      { href: "/ai-checker", label: "AI Checker" },
      { href: "/ai-checker/batch", label: "Batch AI Checker" },
      { href: "/write", label: "Write with a writing report" },
      { href: "/undetectable-ai", label: "Undetectable AI" },
      { href: "/reword-generator", label: "Reword Generator" },
      { href: "/essay-rewriter", label: "Essay Rewriter" },
      { href: "/word-changer", label: "Word Changer" },
      { href: "/quillbot-paraphraser-style", label: "Paraphraser" },
    ],
  },
  {
    heading: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/blog", label: "Blog" },
      { href: "/developers", label: "API for developers" },
      { href: "/contact", label: "Contact", nofollow: true },
    ],
  },
  {
    heading: "Legal",
    links: [
      { href: "/privacy", label: "Privacy Policy", nofollow: true },
      { href: "/terms", label: "Terms of Service", nofollow: true },
    ],
  },
];
