/// <reference lib="webworker" />
import { readBatchFile } from "@/lib/batch/read";

/**
 * Reads the batch's files off the page's thread: Word and PDF parsing and unpacking a .zip take long enough
 * to freeze the page. The file never leaves the device; only its text is sent on, to be checked.
 */
self.onmessage = async (event: MessageEvent<{ id: number; file: File }>) => {
  const { id, file } = event.data;
  self.postMessage({ id, reads: await readBatchFile(file) });
};
