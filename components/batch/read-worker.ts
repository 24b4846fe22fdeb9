/// <reference lib="webworker" />
import { readBatchFile, type BatchRead } from "@/lib/batch/read";
import { preloadParsers } from "@/lib/files/read-attachment";

/**
 * Reads the batch's files off the page's thread: Word and PDF parsing and unpacking a .zip take long enough
 * to freeze the page. The file never leaves the device; only its text is sent on, to be checked.
 * Files are read one after another in the order asked: the page checks them in that order, so the next
 * file to be checked is never waiting behind files asked for later.
 */
let reading: Promise<unknown> = preloadParsers().catch(() => undefined);

self.onmessage = (event: MessageEvent<{ id: number; file: File }>) => {
  const { id, file } = event.data;
  reading = reading.then(async () => {
    // readBatchFile answers bad input with a problem; anything it throws all the same is a file it could not read.
    const reads = await readBatchFile(file).catch((): BatchRead[] => [{ name: file.name, problem: "batchUnreadable" }]);
    self.postMessage({ id, reads });
  });
};
