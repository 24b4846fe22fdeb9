/** A thread of the detector pool (see pool.ts): the model loads when the thread starts, not on a request. */
import { detect as detectText, loadDetectorModel } from "@/lib/detector";
import { timed } from "./timed";

loadDetectorModel();

/** Several texts in one task: a batch costs one message each way instead of one per text. */
export function detect(texts: string[]) {
  return timed(() => texts.map((text) => detectText(text)));
}
