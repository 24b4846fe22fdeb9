import { BATCH_FILES_FREE, BATCH_FILES_PRO } from "@/lib/limits";

/** Copy of the batch checker's page (/ai-checker/batch). */
export const BATCH_PAGE = {
  path: "/ai-checker/batch",
  title: "Batch AI Checker for Teachers: Check a Class's Essays at Once",
  description: `Drop a class's Word files, PDFs or a .zip and get one table of AI verdicts, with paragraph marks and a PDF report. Free accounts check ${BATCH_FILES_FREE} files a batch, Pro ${BATCH_FILES_PRO}.`,
  heading: "Batch AI Checker",
  subText:
    "Check a whole class's essays at once: one row per file with its verdict, the paragraphs that read as AI-written, and a report to keep. Each verdict is the one the file gets alone: evidence to weigh, never proof.",
} as const;
