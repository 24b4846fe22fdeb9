import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

export const metadata = toolMetadata("humanize");

export default function HumanizerPage() {
  return <ToolPage slug="humanize" />;
}
