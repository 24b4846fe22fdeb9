/** The text with every character a regular expression treats specially escaped, so it matches itself literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
