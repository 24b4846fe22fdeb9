import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

export const metadata = toolMetadata("word-changer");

export default function WordChangerPage() {
  return <ToolPage slug="word-changer" />;
}
