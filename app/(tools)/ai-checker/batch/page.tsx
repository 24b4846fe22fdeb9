import { BatchChecker } from "@/components/batch/batch-checker";
import { pageMetadata } from "@/components/marketing/metadata";
import { BannerPage } from "@/components/tools/banner-page";
import { BATCH_PAGE } from "@/content/batch";

export const metadata = pageMetadata(BATCH_PAGE);

/** Batch checking: a class's files in, one table and one report out (needs an account). */
export default function BatchCheckerPage() {
  return (
    <BannerPage page={BATCH_PAGE} width="max-w-6xl">
      <BatchChecker />
    </BannerPage>
  );
}
