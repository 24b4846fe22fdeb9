import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

export const metadata = toolMetadata("check");

export default function AiCheckerPage() {
  return <ToolPage slug="check" />;
}
