/**
 * A thread of the checks (the detector pool, see pool.ts): the detector, whose model loads when the thread starts,
 * and the judging of AI provider replies.
 */
import type { ReplyJudgement } from "@/lib/ai/review";
import { detect as detectText, loadDetectorModel } from "@/lib/detector";
import type { JudgeInput } from "./pool";
import { timed, type Timed } from "./timed";

loadDetectorModel();

/** Several texts in one task: a batch costs one message each way instead of one per text. */
export function detect(texts: string[]) {
  return timed(() => texts.map((text) => detectText(text)));
}

/**
 * An AI provider's finished reply: the guards' verdict and its review marks (pool.ts judgeReplyInPool). The judging
 * code (compromise among it) loads on a thread's first judge task, not as the thread starts: it would make a checks'
 * thread start in 550-780 ms instead of about 60 (issue 52), and a server on the offline engine never judges. The
 * workers' build splits it into a chunk of its own (scripts/build-server.mjs), which keeps this import lazy.
 */
export async function judge({ request, text, marks }: JudgeInput): Promise<Timed<ReplyJudgement>> {
  const { judgeReply } = await import("@/lib/ai/review");
  return timed(() => judgeReply(request, text, { marks }));
}
