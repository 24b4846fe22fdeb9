import type { ReactNode } from "react";
import type { ToolConfig } from "@/content/tools";
import { ToolBanner } from "./tool-banner";

/** A page of one account tool (batch checking, the writing space): its banner, then the tool in a centred column. */
export function BannerPage({
  page,
  width,
  children,
}: {
  page: Pick<ToolConfig, "heading" | "subText">;
  width: "max-w-5xl" | "max-w-6xl";
  children: ReactNode;
}) {
  return (
    <>
      <ToolBanner tool={page} />
      <div className={`mx-auto ${width} px-4 py-8`}>{children}</div>
    </>
  );
}
