import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

export const metadata = toolMetadata("reword");

export default function RewordGeneratorPage() {
  return <ToolPage slug="reword" />;
}
