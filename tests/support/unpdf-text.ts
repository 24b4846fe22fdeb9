import { extractText, getDocumentProxy } from "unpdf";

/** A PDF's text as the project's PDF reader gets it, every page, runs of white space as one space. */
export async function unpdf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}
