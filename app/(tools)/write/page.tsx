import { pageMetadata } from "@/components/marketing/metadata";
import { ToolBanner } from "@/components/tools/tool-banner";
import { WritingSpace } from "@/components/writing/writing-space";
import { WRITE_PAGE } from "@/content/write";

export const metadata = pageMetadata({ title: WRITE_PAGE.title, description: WRITE_PAGE.description, path: WRITE_PAGE.path });

/** The writing space: the writer's documents, and the editor that records how each one is written (needs an account). */
export default function WritePage() {
  return (
    <>
      <ToolBanner tool={WRITE_PAGE} />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <WritingSpace />
      </div>
    </>
  );
}
