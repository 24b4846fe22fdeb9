/** A thread of the checks (the detector pool, see pool.ts): the detector, whose model loads when the thread starts, and the judging of AI provider replies. */
import { judgeReply } from "@/lib/ai/review";
import { detect as detectText, loadDetectorModel } from "@/lib/detector";
import type { JudgeInput } from "./pool";
import { timed } from "./timed";

loadDetectorModel();

/** Several texts in one task: a batch costs one message each way instead of one per text. */
export function detect(texts: string[]) {
  return timed(() => texts.map((text) => detectText(text)));
}

/** An AI provider's finished reply: the guards' verdict and its review marks (pool.ts judgeReplyInPool). */
export function judge({ request, text, marks }: JudgeInput) {
  return timed(() => judgeReply(request, text, { marks }));
}
