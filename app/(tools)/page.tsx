import { ToolBanner } from "@/components/tools/tool-banner";
import { toolBySlug } from "@/content/tools";

export default function RewriterPage() {
  return <ToolBanner tool={toolBySlug("rewrite")} />;
}
