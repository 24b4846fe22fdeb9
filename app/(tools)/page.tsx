import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

export const metadata = toolMetadata("rewrite");

export default function RewriterPage() {
  return <ToolPage slug="rewrite" />;
}
