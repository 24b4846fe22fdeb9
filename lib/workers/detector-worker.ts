/** A thread of the detector pool (see pool.ts): the model loads when the thread starts, not on a request. */
import { detect as detectText, loadDetectorModel } from "@/lib/detector";

loadDetectorModel();

export function detect(text: string) {
  return detectText(text);
}
