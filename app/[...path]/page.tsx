import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ToolPage } from "@/components/tools/tool-page";

export const metadata: Metadata = { robots: { index: false } };

/** Any path containing `/reset-password` shows the main editor with the forgot-password panel open; the rest is a 404. */
export default async function CatchAllPage({ params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (!`/${path.join("/")}`.includes("/reset-password")) notFound();
  return <ToolPage slug="rewrite" openPanel="forgot-password" />;
}
