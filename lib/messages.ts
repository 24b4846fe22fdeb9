/** Every user-facing message of the spec (sections 2, 5 and 8), verbatim. */
import type { Verdict } from "./ai/types";
import type { ParagraphTally } from "./detector/paragraphs";
import {
  BATCH_FILES_FREE,
  BATCH_FILES_PRO,
  BATCH_KEEP_FREE,
  BATCH_KEEP_PRO,
  BATCH_PDF_MAX_PAGES,
  BATCH_WORDS_PRO,
  BATCH_ZIP_MAX_RATIO,
  BATCH_ZIP_MAX_UNPACKED_BYTES,
  MAX_LIVE_API_KEYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./limits";
import { BATCH_REPORTS_AT_ONCE_PER_ACCOUNT } from "./tuning";

const MB = 1024 * 1024;

/**
 * 3000 as "3,000" without toLocaleString: the first Intl number format of a page loads its locale data, 45-80 ms of a
 * phone's main thread (4x CPU throttle), and these messages load with every tool page's editor.
 */
export const withThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export interface ToastMessage {
  title: string;
  content: string;
}

export const MESSAGES = {
  resetEmailFailed: { title: "Error", content: "Failed to send password reset email" },
  userNotFound: { title: "Error", content: "User not found" },
  resetFailed: { title: "Error", content: "Could not reset password" },
  loginFailed: { title: "Error", content: "Email ID or Password doesn't match" },
  googleFailed: { title: "Error", content: "Please try again after some time" },
  signupFailed: { title: "Error", content: "Please try again later" },
  createUserFailed: "Failed to create user, please try again",
  verifyCodeFailed: "Failed to verify code",
  wrongCode: "That code is not right. Check the newest email we sent and try again.",
  codeResent: { title: "New code sent", content: "Check your inbox (and the spam folder) for the newest email." },
  emailVerified: { title: "Success", content: "Email verified successfully" },
  passwordResetDone: { title: "Success", content: "Successfully reset password" },
  checkEmail: "Check your email for instructions",
  forgotPasswordIntro: "Please provide your email address, and we will send you detailed instructions on how to reset your password.",
  alreadyRegistered: "This email address is already registered!",
  passwordRule: `Password must contain ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters. Any characters count, spaces too: a long passphrase is best.`,
  captchaRequired: "Captcha token is required",
  captchaFailed: "Captcha verification failed",

  paraphraseFailed: { title: "Attempt Unsuccessful", content: "Could not paraphrase, please try again..." },
  detectionFailed: {
    title: "Error!",
    content: "Could not generate AI detection score, please wait or try again later...",
  },
  promptFailed: "Could not get response to a prompt",
  engineBusy: "The service is busy right now. Please try again in a moment.",
  requestTooLarge: "This request is too large. Send at most 1 MB.",
  undecodableAddress: "The address has an escape sequence that does not decode.",
  requestBodyNotObject: "The request body must be a JSON object of the fields this request takes.",
  detectionScoreFailed: "Could not get AI detection score",
  outOfRewrites: "You have run out of free daily rewrites. Upgrade to Pro to get unlimited rewrites!",
  outOfChecks: "You have run out of free daily AI checks. Upgrade to Pro to get unlimited AI checks!",
  emptyInputRewrite: "Enter some text to enable rewriting",
  emptyInputDetect: "Enter some text to enable detecting",
  wordLimit: { title: "Uh-oh!", content: "It seems like you've hit the word limit." },
  wordLimitUpgrade: "Upgrade to our Pro version to increase the word limit and explore advanced features.",
  upgrade: {
    title: "Upgrade to Pro",
    content: "To enhance your rewriting experience by using this mode and many others, upgrade to pro.",
  },
  unsupportedFile: { title: "Unsupported file", content: "Attach a .txt, .docx (Word) or .pdf file." },
  fileTooLarge: { title: "File too large", content: "Attach a file of at most 5 MB." },
  fileReadFailed: { title: "Could not read file", content: "The file could not be read. It may be damaged; please try another file." },
  fileHasNoText: {
    title: "No text found",
    content: "This file has no text we can read. A scanned PDF is a picture of text: copy the text in, or run it through OCR first.",
  },
  filePasswordProtected: {
    title: "Password-protected file",
    content: "This PDF is password-protected: save a copy without the password and attach that.",
  },
  fileTooManyPages: { title: "Too many pages", content: "This PDF has more pages than can be read at once: attach the part you need." },

  batchNeedsAccount: "Batch checking needs an account: log in or sign up (free) to check several files at once.",
  batchNotFound: "There is no such batch in your history.",
  writingNeedsAccount: "The writing space needs an account: log in or sign up (free) to write with a writing report.",
  writingNotFound: "There is no such document in your writing space.",
  writingLimit: "A free account keeps 3 documents in the writing space. Delete one, or upgrade to Pro for unlimited documents.",
  writingGap: "Some earlier changes have not reached the server yet: send them first (from the count the server has).",
  writingMismatch:
    "These changes do not build the text you see (a change does not fit, time goes back, or the text differs): reload the document to continue from what was saved.",
  writingTooLong: "A document in the writing space holds at most 100,000 characters.",
  writingTooManyEvents: "This document's record is full: start a new document to keep writing with a report.",
  writingTooManyReports: "This document has as many share links as it may have: revoke or reuse one.",
  writingReportNotFound: "There is no such writing report, or its link was revoked.",
  writingOpenElsewhere: "This document is open in another tab. Writing here would split its record.",
  writingHandingOver: "Saving your changes for the other tab…",
  batchUnsupportedFile: "Not a file the checker reads: add .txt, .md, .docx (Word), .pdf or a .zip of them.",
  batchEmptyFile: "The file is empty (0 bytes).",
  batchFileTooLarge: "The file is over 5 MB (a .zip may be up to 20 MB).",
  batchWrongContent:
    "The file's content is not what its name says (for example a renamed picture or program): save it again in the right format.",
  batchWordProtected: "This Word file is password-protected or in the old .doc format: save it as an unprotected .docx.",
  batchPdfProtected: "This PDF is password-protected: save a copy without the password.",
  batchUnreadable: "The file could not be read. It may be damaged.",
  batchNoText: "No text found: a scanned PDF is a picture of text. Copy the text in, or run it through OCR first.",
  batchTooManyPages: `The PDF has more than ${BATCH_PDF_MAX_PAGES} pages: check an assignment, not a book.`,
  batchZipBomb: `The .zip unpacks to far more than its size (over ${BATCH_ZIP_MAX_UNPACKED_BYTES / MB} MB, or over ${BATCH_ZIP_MAX_RATIO} times its size): it was not opened.`,
  batchNestedArchive: "An archive inside the .zip: skipped. Add its files directly.",
  batchZipTooManyFiles: `The .zip holds more than ${BATCH_FILES_PRO} files, the most a batch takes: the first ${BATCH_FILES_PRO} were read, the rest left out.`,
  batchUnsafePath: "The name climbs out of the .zip's folder (../): skipped.",
  batchRenamed: "Another file of the batch has the same name, so this one is numbered.",
  batchTooShort: "Under 40 words: too short to judge.",
  batchNotEnglish: "Not English: the checker judges English text only.",
  batchOverWordLimit: "Over the checker's word limit for one text.",
  batchTooManyFilesFree: `Over ${BATCH_FILES_FREE} files: a free account checks up to ${BATCH_FILES_FREE} files a batch. Upgrade to Pro for ${BATCH_FILES_PRO}.`,
  batchTooManyFilesPro: `Over ${BATCH_FILES_PRO} files: a batch holds up to ${BATCH_FILES_PRO} files. Start another batch for the rest.`,
  batchTooManyWords: `Over ${withThousands(BATCH_WORDS_PRO)} words in this batch: start another batch for the rest.`,
  batchCheckFailed: "The check did not finish. Try this file again.",
  batchNothingAdded: { title: "Nothing was added", content: "You have no free AI checks left today, and each file of a batch uses one." },
  batchOutOfChecks: "Not checked: no free AI checks were left today. Check it again tomorrow, or upgrade to Pro for unlimited checks.",
  batchHistoryKept: `Up to ${BATCH_KEEP_FREE} batches are kept (${BATCH_KEEP_PRO} with Pro): starting one more deletes the oldest.`,
  batchCancelled: "Cancelled before it was checked.",
  batchReportBusy: `${BATCH_REPORTS_AT_ONCE_PER_ACCOUNT} of your reports are being made: try this one again in a few seconds.`,
  batchHistoryBusy: "Wait for this batch to finish (or cancel the rest) to open or delete a batch.",

  frozenTooMany: "You can freeze at most 20 words or phrases.",
  frozenTooLong: "A frozen phrase can be at most 60 characters long.",
  frozenNotText: "Each frozen word or phrase must be some text.",
  frozenSelectFirst: "Select a word or phrase in your text first.",

  modelAllowanceUsed:
    "You have used all the Lumenaris words your plan includes for this period. Pulse 3.0 is still available with no limit.",
  providerFallback: "The AI provider did not answer, so the offline engine wrote this result.",
  offlineNoSafeChange:
    "The offline engine found no change it could make without risking your meaning, so your text comes back as you wrote it. This did not use up a rewrite and is not saved to your history.",
  offlineHumanizeStillAi:
    "The offline engine makes careful edits only, and our checker still reads this result as AI-written. Full humanizing, which rewrites whole sentences, needs an AI provider.",
  historyNotSaved: "Your result is here, but it could not be saved to your history. Copy or download it to keep it.",
  noticeTitle: "Please note",
  providerOutputRejected:
    "The AI model's answer was not a rewrite of your text (a reply to it, a refusal, the wrong language or far from the length you asked for), so we did not show it. This did not use up a rewrite: please try again.",
  reviewRestore: "Restore mine",
  reviewRestoreSentence: "Restore my sentence",
  reviewPutSentenceBack: "Put my sentence back",
  reviewTakeOut: "Take this out",
  reviewCompareOnly:
    "Restoring your sentence here would repeat or drop other words of yours that the result tells around it, so it is not offered: compare the two, and copy yours into the text you keep if you want it.",
  reviewCompareTakeOut:
    "Taking this sentence out would drop words of yours that the result says only here, so it is not offered: compare it with your text.",
  reviewCopyMine: "Copy my sentence",
  reviewMineCopied: { title: "Your sentence is copied", content: "Paste it where it belongs in the text you keep." },
  reviewMine: "Your text",
  reviewLeftOut: "left out here",
  reviewDismiss: "Dismiss",
  reviewNone: "Nothing is marked for review.",
  // True of every option and language: the span checks (figures, quotations, links) always run; the others depend on both.
  reviewScope:
    "Marks show changed figures, quotations and links, and other changes a word check can see. A claim made softer or stronger in other words is not marked: compare the result with your text.",
  showChanges: "Show changes",
  providerTimeout: "The AI model took too long to answer. Your text is unchanged: please try again.",
  clipboardDenied: {
    title: "Clipboard not available",
    content: "Your browser did not allow reading the clipboard. Paste with Ctrl+V (or Cmd+V) instead.",
  },
  languageUnavailable: "Language not available",
  offlineLanguages: "Other languages need an AI provider: this site runs the offline engine, which writes English only.",
  offlineExtend: "Extend needs an AI provider: the offline engine this site runs can shorten a text, but it cannot add real content to it.",

  historyEntryLoaded: { title: "Loaded from history", content: "The text and its rewrite are back in the editor." },
  copied: { title: "Copied to clipboard", content: "Come back for more rewriting..." },
  nothingToCopy: { title: "Nothing to copy", content: "Get started with rewriting..." },

  updateEmailFailed: "Could not update email",
  updateNameFailed: "Could not update name",
  emailUpdated: "Updated email",
  nameUpdated: "Updated name",
  premiumUser: "Premium User",
  freeUser: "Free User",

  exportFailed: { title: "Could not download your data", content: "Please try again in a moment." },
  accountDeleted: { title: "Account deleted", content: "Your account and everything attached to it are gone." },
  deleteAccountFailed: { title: "Could not delete your account", content: "Please try again in a moment." },
  deleteAccountBillingFailed:
    "We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.",
  deleteAccountConfirmMismatch: "Type your account's email address to confirm.",
  signedOutEverywhere: {
    title: "Signed out everywhere",
    content: "Every session of your account has ended, on this device and on all others.",
  },
  signOutEverywhereFailed: { title: "Could not sign out everywhere", content: "Please try again in a moment." },

  cancelFailed: { title: "Could not cancel", content: "Could not cancel your subscription, please try again..." },
  cancelled: { title: "Successfully Cancelled", content: "Your subscription has been cancelled" },
  cancelScheduled: "Your subscription will be cancelled on",
  noActiveSubscription: "You do not have an active subscription",
  pricingHeading: "Secure Your Plan with a 3-Day Money-Back Guarantee!",

  humanVerdict: "Your content is likely generated by a human",
  humanVerdictMobile: "Your content is likely written by a human",
  aiVerdict: "AI-Generated content",
  mixedVerdict: "Can't tell: the evidence does not lean either way",
  possiblyAiVerdict: "Possibly AI-generated content",
  humanRateTooShort: "Too short to compare with human writing: the checker needs at least 40 words.",

  apiKeyLimit: `You already have ${MAX_LIVE_API_KEYS} API keys. Revoke one you no longer use to create another.`,
  apiKeyNotFound: "There is no such API key on your account.",
  apiKeyCreationLimited: "You have created several API keys in the last hour. Please wait before creating another.",
  apiKeyFailuresLimited:
    "Too many requests with an unknown or revoked API key from this address. Please wait before trying again (see Retry-After).",
  apiKeyNameRequired: "Give the key a name, such as the app or script that will use it.",
  apiKeyCreateFailed: "Could not create the API key",
  apiKeyRevokeFailed: "Could not revoke the API key",
  apiKeyShownOnce: "Copy this key now: it will not be shown again.",
  apiKeyInvalid: "The API key is missing, unknown or revoked. Send it as 'Authorization: Bearer rs_...'.",
  apiUnknownField:
    'Unknown field "{field}". Check its spelling against the API reference: fields this API does not know are refused, not ignored.',
  apiRateLimited: "Too many requests with this API key. Wait a moment and try again.",
  apiNotFound: "There is no such API endpoint. See /developers for the ones there are.",
  apiBatchOutOfUses: "This batch has more texts than you have AI checks left today. Send fewer texts, or upgrade to Pro.",
  idempotencyInProgress: "A request with this Idempotency-Key is still being processed. Retry once it has finished.",
  idempotencyMismatch: "This Idempotency-Key was used with a different request. Use a new key for a new request.",

  notFound: "Oops! The page you are looking for does not exist.",
  goHome: "Go back to Home",
  academicDisclaimer:
    "Use this tool responsibly. Do not use it for academic misconduct: submitting rewritten or humanized text as your own original work where that is not allowed breaks academic-integrity rules.",
} as const satisfies Record<string, string | ToastMessage>;

/**
 * Why the checker's sentence marks are fewer than the sentences' scores would give (they never say more than
 * the verdict they sit under); null when the text reads as AI and every mark is shown.
 */
export function sentenceMarksNote(verdict: Verdict, paragraphs: number): string | null {
  if (verdict === "ai" || verdict === "possibly_ai") return null;
  if (paragraphs > 1)
    return "Marks follow each paragraph's verdict: where the checker cannot tell, only the sentences that stand out are marked, and none “Most AI-like”.";
  return verdict === "human"
    ? "The text reads as human, so no sentence is marked."
    : "The checker cannot tell for this text, so only the sentences that stand out are marked, and none “Most AI-like”.";
}

/** Why a text that no human text of its length matched is still only "Possibly AI": the firm verdict's bar is set per kind of writing. */
export const POSSIBLY_AI_BAR_NOTE =
  "“Likely AI” is kept for scores that almost no human text of any one kind of writing reaches at this length (at most 1 in 100 of each kind). The figure above counts all kinds together, and some kinds score higher than others, so this text stops at “Possibly AI”.";

/** The batch page's count for a free account: each file it judges spends a use of the daily pool. */
export function batchChecksLeft(n: number): string {
  return n === 0
    ? "You have no free AI checks left today, and each file of a batch uses one: files added now would not be checked. Your checks come back 24 hours after your first use today."
    : `You have ${n} free AI check${n === 1 ? "" : "s"} left today; each file of a batch that is judged uses one.`;
}

/** 'You have N free uses left for the day': rewrites and AI checks spend from one daily pool, and the banner says so. */
export function usesLeftBanner(n: number): string {
  return `You have ${n} free use${n === 1 ? "" : "s"} left for the day, shared by rewrites and AI checks`;
}

/** A rewrite that changed almost nothing: it was free, and is not kept. */
export function nearlyUnchangedNotice(changedWords: number): string {
  const what = changedWords === 0 ? "no words" : `only ${changedWords} word${changedWords === 1 ? "" : "s"}`;
  return `This rewrite changed ${what}, so it did not use up a rewrite and is not saved to your history.`;
}

/** What a review mark found, before what the user's text had there (reviewMarkMessage). */
const REVIEW_FOUND = {
  lost_spans: "A figure, quotation, link or code of your text is changed or missing here.",
  invented_spans: "A figure or link your text does not have.",
  lost_names: "A name your text gives is missing here.",
  invented_names: "A name your text does not give.",
  unsupported_sentences: "Your text does not say this.",
  omitted_sentences: "Something your text says is left out here.",
  dropped_qualifiers: "A hedge or limit of your text is dropped here.",
  inflated_claims: "A claim made grander than your text makes it.",
  invented_heading: "A heading your text does not have.",
} as const;

/** A review mark's message: what it found, and what the user's text had there ("Your text: “5% of cases”"). */
export function reviewMarkMessage(kind: keyof typeof REVIEW_FOUND, had: string): string {
  const quoted = had.trim().replace(/\s+/g, " ");
  const shown = quoted.length > 160 ? `${quoted.slice(0, 157)}…` : quoted;
  // Something added has nothing of the text to show: the finding says so already ("Your text does not say this.").
  return shown ? `${REVIEW_FOUND[kind]} Your text: “${shown}”` : REVIEW_FOUND[kind];
}

/** The button of a review mark that puts one item of the user's text back: Put back “5%”. */
export const reviewPutBack = (item: string) => `Put back “${item.trim().replace(/\s+/g, " ")}”`;

/** The result pane's banner while marks are left: "3 changes to review". */
export function reviewBanner(left: number): string {
  return `${left} ${left === 1 ? "change" : "changes"} to review`;
}

/** Said when a result is copied or downloaded with marks left. */
export function unreviewedNotice(left: number): string {
  return `${left} ${left === 1 ? "change was" : "changes were"} not reviewed.`;
}

/** What else the page offers for a bigger change ("Lumenaris", "another tone"...); null when nothing is left to try. */
export function tryForMoreChanges(choices: string[]): string | null {
  if (choices.length === 0) return null;
  const list = choices.length === 1 ? choices[0] : `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}`;
  return `For more changes, try ${list}.`;
}

/** Asked before a subscription is cancelled: Pro stays on to the end of the period already paid. */
export function cancelConfirmation(periodEnd: string): string {
  return `Cancel your Pro subscription? Pro stays on until ${periodEnd}, and you will not be charged again.`;
}

export function unlockLink(tool: "rewrite" | "detect"): string {
  return `Click here to unlock unlimited ${tool === "detect" ? "AI checking" : "rewriting"}`;
}

/** The checker's headline when some paragraphs read as AI-written and the others do not (DetectResult.mixedAuthorship). */
export function mixedAuthorshipVerdict({ aiWritten, total }: ParagraphTally): string {
  return `Mixed: ${aiWritten} of ${total} paragraphs read as AI-written`;
}

/**
 * What the paragraph verdicts add to the headline, counted in the writer's paragraphs. A text called AI whose
 * paragraphs are each too short for a verdict of their own is told so, not "0 of 4 paragraphs".
 */
export function paragraphSummary(
  { aiWritten, total, tooShort }: ParagraphTally,
  { wholeTextAi, mixed }: { wholeTextAi: boolean; mixed: boolean },
): string {
  if (mixed) return "The paragraphs that read as AI-written are marked below.";
  if (aiWritten > 0) return `${aiWritten} of ${total} paragraphs read as AI-written: they are marked below.`;
  if (tooShort === total)
    return `These ${total} paragraphs are too short for a verdict of their own: the verdict above is for the text as a whole.`;
  const short = tooShort > 0 ? ` (${tooShort} of them too short for a verdict of their own)` : "";
  return wholeTextAi
    ? `No paragraph reads as AI-written on its own${short}: the verdict above is for the text as a whole, where the evidence adds up.`
    : `None of the ${total} paragraphs reads as AI-written${short}.`;
}

/** The offline engine's answer to text in another language (it writes English only). */
export function textNotEnglish(language: string): string {
  return `This text looks like ${language}. Without an AI provider the rewriter works on English text only, so it was not changed.`;
}

/**
 * Shorten or Concise found little to cut: the result keeps `keptPercent` of the words, above the promised range.
 * What it says the option keeps is what lib/rewriter/length.ts and condense.ts keep (bench:length counts it).
 */
export function littleToCut(length: "Shorten" | "Concise", keptPercent: number, rangePercent: string): string {
  return `This text had little to cut: ${length} removed the filler and wordy phrasing it found and kept ${keptPercent}% of your words (it aims at ${rangePercent}). Offline, ${length} takes out only filler, wordy phrasing, stock comments such as ", highlighting its importance" and sentences the rest of the text repeats; every other clause, parenthesis, example and hedge ("I believe"), each paragraph's last sentence and every list item stay, so to go shorter, choose what to leave out yourself.`;
}
