import { pageMetadata } from "@/components/marketing/metadata";
import { BannerPage } from "@/components/tools/banner-page";
import { WritingSpace } from "@/components/writing/writing-space";
import { WRITE_PAGE } from "@/content/write";

export const metadata = pageMetadata(WRITE_PAGE);

/** The writing space: the writer's documents, and the editor that records how each one is written (needs an account). */
export default function WritePage() {
  return (
    <BannerPage page={WRITE_PAGE} width="max-w-5xl">
      <WritingSpace />
    </BannerPage>
  );
}
