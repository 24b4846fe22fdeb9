import { ImageResponse } from "next/og";
import { TOOL_MARKETING } from "@/content/marketing";
import { toolBySlug, type ToolSlug } from "@/content/tools";
import { publicConfig } from "@/lib/public-config";

export const OG_SIZE = { width: 1200, height: 630 };

/** A share card drawn with the default bundled font (no font can be fetched offline). */
export function brandImage({ title, text }: { title: string; text: string }) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #1d42b5 0%, #2553e0 60%, #3b6cf6 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 36, fontWeight: 700 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: "white",
            color: "#2553e0",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 44,
          }}
        >
          A
        </div>
        {publicConfig.siteName}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: 34, lineHeight: 1.35, color: "#dbe6fe" }}>{text}</div>
      </div>
    </div>,
    OG_SIZE,
  );
}

export function toolImageAlt(slug: ToolSlug): string {
  return `${toolBySlug(slug).name} by ${publicConfig.siteName}`;
}

export function toolImage(slug: ToolSlug) {
  const tool = toolBySlug(slug);
  return brandImage({ title: tool.name, text: TOOL_MARKETING[slug].description });
}
