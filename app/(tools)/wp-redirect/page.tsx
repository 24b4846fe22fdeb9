import type { Metadata } from "next";
import { ToolPage } from "@/components/tools/tool-page";

export const metadata: Metadata = { robots: { index: false }, alternates: { canonical: "/" } };

/** Links from the old site: `/wp-redirect?question=...` opens the main editor with the question filled in. */
export default async function WpRedirectPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { question } = await searchParams;
  const text = Array.isArray(question) ? question[0] : question;
  if (question !== undefined && typeof question !== "string") {
    console.warn("wp-redirect: expected one 'question' parameter, got", question);
  }
  return <ToolPage slug="rewrite" initialInput={text} />;
}
