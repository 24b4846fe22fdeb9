import type { Metadata } from "next";
import { ToolPage } from "@/components/tools/tool-page";

export const metadata: Metadata = { robots: { index: false }, alternates: { canonical: "/" } };

/**
 * A percent-escape that does not decode reaches the page as U+FFFD (the replacement character): the
 * question is then not what the link meant, and is left out.
 */
const UNDECODABLE = "\uFFFD";

/** Links from the old site: `/wp-redirect?question=...` opens the main editor with the question filled in. */
export default async function WpRedirectPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { question } = await searchParams;
  if (question !== undefined && typeof question !== "string") {
    console.warn("wp-redirect: expected one 'question' parameter, got", question);
  }
  const text = Array.isArray(question) ? question[0] : question;
  if (text?.includes(UNDECODABLE)) {
    console.warn("wp-redirect: the 'question' parameter does not decode; the editor opens empty");
    return <ToolPage slug="rewrite" />;
  }
  return <ToolPage slug="rewrite" initialInput={text} />;
}
