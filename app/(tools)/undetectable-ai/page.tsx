import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

export const metadata = toolMetadata("undetectable");

export default function UndetectablePage() {
  return <ToolPage slug="undetectable" />;
}
