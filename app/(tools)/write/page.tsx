import { pageMetadata } from "@/components/marketing/metadata";
import { ToolBanner } from "@/components/tools/tool-banner";
import { WritingSpace } from "@/components/writing/writing-space";

const PAGE = {
  path: "/write",
  title: "Write with a Writing Report: Show How Your Text Came to Be",
  description:
    "Write in an editor that records how your text grows (typing, pastes, rewrites) and share a writing report: time spent, what was typed or pasted, a replay, and the AI checker's verdict beside it.",
  heading: "Write with a writing report",
  subText:
    "An AI checker can't clear every real writer. Write here and share how your text came to be: the time you spent, what you typed, pasted or rewrote, and a replay of the whole draft.",
} as const;

export const metadata = pageMetadata({ title: PAGE.title, description: PAGE.description, path: PAGE.path });

/** The writing space: the writer's documents, and the editor that records how each one is written (needs an account). */
export default function WritePage() {
  return (
    <>
      <ToolBanner tool={PAGE} />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <WritingSpace />
      </div>
    </>
  );
}
