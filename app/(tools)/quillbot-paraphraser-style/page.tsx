import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

export const metadata = toolMetadata("paraphrase");

export default function ParaphraserPage() {
  return <ToolPage slug="paraphrase" />;
}
