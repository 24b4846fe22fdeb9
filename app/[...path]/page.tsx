import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ToolPage } from "@/components/tools/tool-page";

interface Props {
  params: Promise<{ path: string[] }>;
}

const opensResetPanel = (path: string[]) => `/${path.join("/")}`.includes("/reset-password");

/** not-found.tsx cannot set metadata, so the title of the 404 page comes from here. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { robots: { index: false }, ...(!opensResetPanel((await params).path) && { title: "Page not found" }) };
}

/** Any path containing `/reset-password` shows the main editor with the forgot-password panel open; the rest is a 404. */
export default async function CatchAllPage({ params }: Props) {
  const { path } = await params;
  if (!opensResetPanel(path)) notFound();
  return <ToolPage slug="rewrite" openPanel="forgot-password" />;
}
