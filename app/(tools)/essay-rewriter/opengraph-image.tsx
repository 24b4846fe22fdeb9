import { OG_SIZE, toolImage, toolImageAlt } from "@/components/marketing/og-image";

export const alt = toolImageAlt("essay");
export const size = OG_SIZE;
export const contentType = "image/png";

export default function Image() {
  return toolImage("essay");
}
