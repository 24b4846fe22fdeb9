import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

export const metadata = toolMetadata("essay");

export default function EssayRewriterPage() {
  return <ToolPage slug="essay" />;
}
