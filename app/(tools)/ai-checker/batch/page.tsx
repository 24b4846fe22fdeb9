import { BatchChecker } from "@/components/batch/batch-checker";
import { pageMetadata } from "@/components/marketing/metadata";
import { ToolBanner } from "@/components/tools/tool-banner";
import { BATCH_PAGE } from "@/content/batch";

export const metadata = pageMetadata({ title: BATCH_PAGE.title, description: BATCH_PAGE.description, path: BATCH_PAGE.path });

/** Batch checking: a class's files in, one table and one report out (needs an account). */
export default function BatchCheckerPage() {
  return (
    <>
      <ToolBanner tool={BATCH_PAGE} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <BatchChecker />
      </div>
    </>
  );
}
