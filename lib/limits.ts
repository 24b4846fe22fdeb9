/**
 * The product's business constants (spec section 9, DESIGN.md section 3): allowances, word limits, plan entitlements,
 * history and document sizes, prices, account and API limits. Engine tuning is in lib/tuning.ts, the option catalogue
 * in lib/options.ts.
 */
import type { OptionKey, OptionValue } from "@/lib/options";

export const FREE_USES_PER_DAY = 5;
/** The allowance window is rolling: it resets once its start is more than this old. */
export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Anonymous uses allowed from one IP address per window, whatever cookies it presents. */
export const DEFAULT_ANON_IP_DAILY_CEILING = 20;

export const WORD_LIMIT_FREE = 250;
export const WORD_LIMIT_CHECKER = 2800;
export const WORD_LIMIT_PRO = 3000;

/**
 * Characters allowed per word of the word limit: a 250-word text may be 3,750 characters long. Real
 * prose averages 5-7 characters a word with its space; the cap stops one huge "word" (100,000 characters
 * with no separator a reader would see) from passing as one word.
 */
export const MAX_CHARS_PER_WORD = 15;

/** Request bodies over this many bytes are refused with 413 before they are read. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

export const HISTORY_MAX_ENTRIES = 30;
export const HISTORY_QUESTION_PREVIEW_CHARS = 40;
export const HISTORY_RESPONSE_PREVIEW_CHARS = 150;
export const HISTORY_CLEAR_ENTRIES_FREE = 3;

export const TOAST_DURATION_MS = 6000;

export const RESET_CODE_MIN = 100000;
export const RESET_CODE_MAX = 999999;
export const CODE_EXPIRY_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** A new code can be asked for this long after the last one was sent. */
export const RESEND_CODE_COOLDOWN_SECONDS = 30;

/**
 * Sign-in limits count failures only (a wrong password, code or reset code), in a 15-minute window: per
 * account and address together, and per address across accounts (AUTH_IP_LIMIT in the config). Failures
 * from other addresses never stop an account's owner.
 */
export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one address on one account before that pair is refused for the rest of the window. */
export const AUTH_FAILURES_PER_PAIR = 5;
/** From this many failures of a pair on, each further attempt waits, doubling from AUTH_BACKOFF_BASE_MS. */
export const AUTH_BACKOFF_AFTER_FAILURES = 2;
export const AUTH_BACKOFF_BASE_MS = 250;
export const AUTH_BACKOFF_MAX_MS = 2000;
/** Emails with codes sent to one address, and (by default; AUTH_MAILS_PER_IP in the config) sent at one address's request, per window. */
export const AUTH_MAILS_PER_ADDRESS = 10;
export const DEFAULT_AUTH_MAILS_PER_IP = 20;

/**
 * A new password: 8-128 characters, any characters (spaces too), no composition rule (NIST SP 800-63B; the spec's
 * 6-16 with a letter and a digit capped passphrases and password managers). Characters are Unicode code points, as
 * NIST counts them, so an emoji counts once. Log-in never applies it: older 6-character passwords still work.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The most UTF-16 units (what string length and Better Auth count) a password of PASSWORD_MAX_LENGTH characters can take. */
export const PASSWORD_MAX_UTF16_LENGTH = 2 * PASSWORD_MAX_LENGTH;

export function isAcceptablePassword(password: string): boolean {
  if (password.length > PASSWORD_MAX_UTF16_LENGTH) return false;
  const characters = [...password].length;
  return characters >= PASSWORD_MIN_LENGTH && characters <= PASSWORD_MAX_LENGTH;
}

/** Usage cost estimate in dollars. */
export const COST_PER_PROMPT_CHAR = 0.0000005;
export const COST_PER_RESULT_CHAR = 0.0000015;

export const MONEY_BACK_GUARANTEE_DAYS = 3;
/** Dev billing provider prices, in cents: yearly = 7.99 a month, saving $60 a year against monthly. */
export const DEV_PRICE_MONTHLY_CENTS = 1299;
export const DEV_PRICE_YEARLY_CENTS = 9588;
/** Lumenaris words a Pro plan includes: per calendar month on the monthly plan, per year on the yearly plan. */
export const MODEL_WORDS_PER_MONTH = 30000;
export const MODEL_WORDS_PER_YEAR = 360000;

/**
 * A rewrite that changes fewer words than this, or less than this share of the text's words, changed almost
 * nothing: it costs no daily use and is not kept in history.
 */
export const MIN_CHANGED_WORDS_TO_COUNT = 3;
export const MIN_CHANGED_SHARE_TO_COUNT = 0.02;

export function changedTooLittleToCount(changedWords: number, textWords: number): boolean {
  return changedWords < MIN_CHANGED_WORDS_TO_COUNT || changedWords < textWords * MIN_CHANGED_SHARE_TO_COUNT;
}

/** Files a user can attach to the input: plain text, Word and PDF, up to this size. */
export const ATTACHMENT_EXTENSIONS = [".txt", ".docx", ".pdf"] as const;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/**
 * Batch checking (/ai-checker/batch) needs an account. A free account checks up to BATCH_FILES_FREE files a
 * batch, each spending one use of the shared daily pool; Pro up to BATCH_FILES_PRO files and BATCH_WORDS_PRO
 * words a batch. Each file keeps the checker's word limit (wordLimitFor).
 */
export const BATCH_FILES_FREE = 5;
export const BATCH_FILES_PRO = 100;
export const BATCH_WORDS_PRO = 300_000;
/** What a batch takes: the attachment kinds, Markdown, and .zip archives of them. */
export const BATCH_EXTENSIONS = [".txt", ".md", ".docx", ".pdf", ".zip"] as const;
/** A .zip may be bigger than one file; what it unpacks to is capped in total and as a multiple of its size (zip bombs). */
export const BATCH_ZIP_MAX_BYTES = 20 * 1024 * 1024;
export const BATCH_ZIP_MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
export const BATCH_ZIP_MAX_RATIO = 100;
/** The ratio is judged only past this much unpacked text: a small file of repeated lines compresses far better than prose. */
export const BATCH_ZIP_RATIO_FROM_BYTES = 1024 * 1024;
/** A PDF with more pages than this is a book or a scan bundle, not an assignment: it is refused before it is read. */
export const BATCH_PDF_MAX_PAGES = 60;
/** Batches a signed-in user's history lists at a time (a page; "Show older" loads the next). */
export const BATCH_HISTORY_MAX = 30;
/** Batches an account keeps: starting one past this deletes the oldest, as history keeps its newest entries. */
export const BATCH_KEEP_FREE = 30;
export const BATCH_KEEP_PRO = 500;

/** Words and phrases a user can freeze: both engines keep them exactly as written. */
export const MAX_FROZEN_PHRASES = 20;
export const MAX_FROZEN_PHRASE_CHARS = 60;

/** Choices open to free users; every other choice needs Pro. */
export const FREE_OPTION_VALUES: { [K in OptionKey]: readonly OptionValue<K>[] } = {
  fluency: ["Default", "Basic"],
  tone: ["Default", "Formal", "Casual"],
  emotion: ["Default"],
  audience: ["General"],
  length: ["Default", "Shorten"],
  language: ["English (US)", "English (UK)"],
};

export function isOptionFree<K extends OptionKey>(key: K, value: OptionValue<K>): boolean {
  return (FREE_OPTION_VALUES[key] as readonly string[]).includes(value);
}

export type ToolKind = "rewrite" | "detect";

export function wordLimitFor({ pro, tool }: { pro: boolean; tool: ToolKind }): number {
  if (pro) return WORD_LIMIT_PRO;
  return tool === "detect" ? WORD_LIMIT_CHECKER : WORD_LIMIT_FREE;
}

/** Characters allowed in one text: the word limit times MAX_CHARS_PER_WORD. */
export function charLimitFor(scope: { pro: boolean; tool: ToolKind }): number {
  return wordLimitFor(scope) * MAX_CHARS_PER_WORD;
}

export function usageCost(promptChars: number, resultChars: number): number {
  return promptChars * COST_PER_PROMPT_CHAR + resultChars * COST_PER_RESULT_CHAR;
}

/** Live API keys one account may hold; revoking one frees its place. */
export const MAX_LIVE_API_KEYS = 5;
export const API_KEY_NAME_MAX_CHARS = 60;
/** API keys start with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "rs_";
/** Characters of a key shown in lists after it is created: the prefix and a few more to tell keys apart. */
export const API_KEY_SHOWN_CHARS = 10;
/** Each key's token bucket: requests per second it refills, and the burst it holds (settings API_KEY_RATE_PER_SECOND, API_KEY_BURST). */
export const DEFAULT_API_KEY_RATE_PER_SECOND = 10;
export const DEFAULT_API_KEY_BURST = 20;
/** Keys one account may create in an hour (setting API_KEYS_PER_HOUR): a burst of fresh keys must not mean a fresh burst of requests. */
export const DEFAULT_API_KEYS_PER_HOUR = 10;
export const API_KEY_CREATION_WINDOW_MS = 60 * 60 * 1000;
/** Revoked keys are deleted this long after revocation; their daily usage stays in the account's totals. */
export const REVOKED_API_KEY_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** Requests with an unknown or revoked key one address may make per AUTH_RATE_WINDOW_MS before it gets 429 (setting API_KEY_FAILURES_PER_IP). */
export const DEFAULT_API_KEY_FAILURES_PER_IP = 30;
/** Texts one `POST /api/v1/detect` may check. */
export const API_DETECT_BATCH_MAX = 20;
/** A request repeated with the same Idempotency-Key within this long gets the first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_CHARS = 255;
/** Days of per-key usage the API tab charts. */
export const API_USAGE_DAYS = 30;

/**
 * The writing space (/write, #53): a free account keeps WRITING_DOCS_FREE documents, Pro unlimited. A save sends
 * at most WRITING_EVENTS_PER_SAVE events; a document's text holds at most WRITING_CHARS_MAX characters (far past
 * the checker's word limits: a report is about how a text was written, not only its verdict) and its record at
 * most WRITING_EVENTS_MAX events.
 */
export const WRITING_DOCS_FREE = 3;
export const WRITING_EVENTS_PER_SAVE = 500;
export const WRITING_CHARS_MAX = 100_000;
export const WRITING_EVENTS_MAX = 200_000;
export const WRITING_TITLE_MAX_CHARS = 200;
/** Share links one document may have (revoked ones count until the document is deleted). */
export const WRITING_REPORTS_PER_DOC = 50;
/** Bytes of a share token's randomness: 144 bits, base64url (24 characters), not guessable nor enumerable. */
export const WRITING_TOKEN_BYTES = 18;
