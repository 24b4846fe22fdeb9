import { OG_SIZE, toolImage, toolImageAlt } from "@/components/marketing/og-image";

export const alt = toolImageAlt("paraphrase");
export const size = OG_SIZE;
export const contentType = "image/png";

export default function Image() {
  return toolImage("paraphrase");
}
