import type { Metadata } from "next";
import { pageMetadata } from "@/components/marketing/metadata";
import { TOOL_MARKETING } from "@/content/marketing";
import { toolBySlug, type ToolSlug } from "@/content/tools";

export function toolMetadata(slug: ToolSlug): Metadata {
  const { path } = toolBySlug(slug);
  const { title, description } = TOOL_MARKETING[slug];
  return pageMetadata({ title, description, path, ownImage: path !== "/" });
}
