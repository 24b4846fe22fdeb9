/** Every business constant of the product (spec section 9, DESIGN.md section 3). */

export const FREE_USES_PER_DAY = 5;
/** The allowance window is rolling: it resets once its start is more than this old. */
export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A use whose work has not ended this long after its provider calls could have (a rewrite and its one retry,
 * OPENAI_TIMEOUT_MS each) lost its server (a crash, a deploy, an out-of-memory kill), and is given back.
 * Far longer than the checks and the queueing around them, so no live instance ever has a use given back.
 */
export const PENDING_USE_MAX_MS = 10 * 60 * 1000;
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

/** Engine tasks waiting per worker thread before the server answers "busy" (503), whatever their size. */
export const ENGINE_QUEUE_PER_THREAD = 64;
/**
 * New work is refused (503 with Retry-After) when the work already waiting for an engine would keep it
 * waiting longer than this (setting ENGINE_WAIT_BUDGET_MS): under overload a quick "busy" beats an answer
 * that takes seconds. Work that is part of an admitted request (the check of a rewrite's result) is not refused.
 */
export const DEFAULT_ENGINE_WAIT_BUDGET_MS = 1000;
/**
 * What the production server lets in at once (server/front-door.ts): pages rendering, and requests for an
 * engine's work. More wait their turn; one that has waited DOOR_WAIT_MS is answered 503 with Retry-After. The
 * request thread is one: past a handful at once, each request only gets slower.
 */
export const PAGE_RENDERS_AT_ONCE = 8;
export const ENGINE_REQUESTS_AT_ONCE = 16;
export const DOOR_WAIT_MS = 1000;
/** An engine task still running after this long is stopped (its thread ends) and answered 503. */
export const ENGINE_TASK_TIMEOUT_MS = 30_000;

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
/** Products and prices are asked of the billing provider at most once in this long. */
export const PRICE_CACHE_MS = 5 * 60 * 1000;
/** Lumenaris words a Pro plan includes: per calendar month on the monthly plan, per year on the yearly plan. */
export const MODEL_WORDS_PER_MONTH = 30000;
export const MODEL_WORDS_PER_YEAR = 360000;

/** Provider (OpenAI-compatible) engine: retries of a 429/5xx answer, the first backoff (doubling each time), and its cap. */
export const PROVIDER_MAX_RETRIES = 2;
export const PROVIDER_RETRY_BASE_MS = 500;
export const PROVIDER_RETRY_MAX_MS = 8000;
/** Result length the prompt asks for, as a share of the input's words: Shorten, and Extend. */
export const SHORTEN_RANGE = { min: 0.6, max: 0.8 } as const;
export const EXTEND_RANGE = { min: 1.2, max: 1.4 } as const;
/** Inputs shorter than this many words are not held to the length option (five words cannot be shortened by much). */
export const LENGTH_CHECK_MIN_WORDS = 12;
/**
 * A reply sentence with at least this many content words, of which fewer than this share the text has in any form
 * (the word, its family, a WordNet synonym), says something the text does not (lib/ai/meaning.ts).
 */
export const UNSUPPORTED_SENTENCE_MIN_WORDS = 5;
export const UNSUPPORTED_SENTENCE_MAX_SHARE = 0.2;
/** A reply's such sentences are marked for review from this many: one alone is as often a free rephrasing as an invented claim. */
export const UNSUPPORTED_SENTENCES_MARKED = 1;
/**
 * A reply's dropped names (the text's), or names of its own, are marked for review from this many (lib/ai/names.ts):
 * one alone is as often a name a careful rewrite may leave out or spell out as a lost fact.
 */
export const CHANGED_NAMES_MARKED = 1;
/**
 * A text's sentence of which the reply has fewer than this share of content words in any form is left out; left-out
 * sentences are marked from this many (fewer are as often a rewrite that condenses as lost matter).
 */
export const OMITTED_SENTENCE_MAX_SHARE = 0.3;
export const OMITTED_SENTENCES_MARKED = 1;
/** A reply that has under this share of the text's content words in any form is no rewrite of it (an answer, a refusal). */
export const NOT_A_REWRITE_MAX_KEPT = 0.25;
/** Without a length option, a reply outside these shares of the text's words is no rewrite of it (lib/ai/guards/length.ts). */
export const NOT_A_REWRITE_LENGTH = { min: 0.2, max: 3 } as const;
/** Language identification (franc) is trusted only on texts at least this long, in characters. */
export const LANGUAGE_CHECK_MIN_CHARS = 120;
/** Detector-guided humanizing: extra rounds after the first pass, their token budget as a share of that pass, and sentences per round. */
export const HUMANIZE_EXTRA_ROUNDS = 2;
export const HUMANIZE_TOKEN_BUDGET = 1.5;
export const HUMANIZE_SENTENCES_PER_ROUND = 3;

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
/** Files the batch page reads and checks at once: the server's cores are shared, and the page stays responsive. */
export const BATCH_FILES_AT_ONCE = 3;
/** Files the batch page reads ahead of the ones being checked (their texts wait in memory, a few KB each). */
export const BATCH_READ_AHEAD = 6;
/**
 * A batch's PDF report is made in the report pool (one thread, below the checks' priority), at most this many
 * at once for one account; past that the download is answered 429 with Retry-After this many seconds.
 */
export const BATCH_REPORTS_AT_ONCE_PER_ACCOUNT = 2;
export const BATCH_REPORT_BUSY_RETRY_SECONDS = 2;
/** Made reports are kept in memory until their batch changes, up to this many bytes in all, each at most this long. */
export const BATCH_REPORT_CACHE_MAX_BYTES = 32 * 1024 * 1024;
export const BATCH_REPORT_CACHE_MS = 15 * 60 * 1000;
/** Batches a signed-in user's history lists at a time (a page; "Show older" loads the next). */
export const BATCH_HISTORY_MAX = 30;
/** Batches an account keeps: starting one past this deletes the oldest, as history keeps its newest entries. */
export const BATCH_KEEP_FREE = 30;
export const BATCH_KEEP_PRO = 500;
/**
 * A place a batch file took and no outcome filled this long after is released (its server stopped mid-check):
 * far longer than the longest check (ENGINE_TASK_TIMEOUT_MS, with queueing).
 */
export const BATCH_PLACE_HELD_MAX_MS = 10 * 60 * 1000;

/** Words and phrases a user can freeze: both engines keep them exactly as written. */
export const MAX_FROZEN_PHRASES = 20;
export const MAX_FROZEN_PHRASE_CHARS = 60;

/** Navigation progress bar (cosmetic). */
export const PROGRESS_BAR_HEIGHT_PX = 4;
export const PROGRESS_BAR_SPEED_MS = 240;

/** The two product models; what each does depends on the engine serving them (lib/engine-claims.ts). */
export const MODELS = [
  { id: "pulse", title: "Pulse 3.0" },
  { id: "lumenaris", title: "Lumenaris" },
] as const;
export type ModelId = (typeof MODELS)[number]["id"];
export const DEFAULT_MODEL: ModelId = "lumenaris";
export const HUMANIZER_DEFAULT_MODEL: ModelId = "pulse";

export const OPTION_LISTS = {
  fluency: ["Default", "Basic", "Intermediate", "Advanced"],
  tone: ["Default", "Formal", "Casual", "Professional", "Creative", "Confident", "Friendly", "Persuasive", "Optimistic", "Narrative"],
  emotion: ["Default", "Joyful", "Sad", "Angry", "Calm", "Excited", "Nostalgic", "Empathetic", "Surprise"],
  audience: ["General", "Business", "Knowledgable", "Expert"],
  length: ["Default", "Shorten", "Extend", "Concise"],
  language: [
    "English (US)",
    "English (UK)",
    "Spanish",
    "French",
    "German",
    "Italian",
    "Portuguese",
    "Dutch",
    "Chinese (Simplified)",
    "Japanese",
  ],
} as const;
export type OptionKey = keyof typeof OPTION_LISTS;
export type OptionValue<K extends OptionKey> = (typeof OPTION_LISTS)[K][number];
export type PromptOptions = { [K in OptionKey]?: OptionValue<K> };

export const OPTION_LABELS: Record<OptionKey, string> = {
  fluency: "Fluency",
  tone: "Tone",
  emotion: "Emotion",
  audience: "Audience",
  length: "Length",
  language: "Rewritten Language",
};

/** How a choice reads where its value (the spec's, which API clients send and history keeps) is misspelt. */
const OPTION_CHOICE_NAMES: Partial<Record<string, string>> = { Knowledgable: "Knowledgeable" };
export const optionChoiceName = (choice: string): string => OPTION_CHOICE_NAMES[choice] ?? choice;

/** Choosing one of these sends the option unset. */
export const UNSET_OPTION_VALUES: readonly string[] = ["Default", "Mild", "General", "English (US)"];

/** Choices open to free users; every other choice needs Pro. */
export const FREE_OPTION_VALUES: { [K in OptionKey]: readonly OptionValue<K>[] } = {
  fluency: ["Default", "Basic"],
  tone: ["Default", "Formal", "Casual"],
  emotion: ["Default"],
  audience: ["General"],
  length: ["Default", "Shorten"],
  language: ["English (US)", "English (UK)"],
};

/** Length choices hidden on mobile widths. */
export const MOBILE_HIDDEN_LENGTH_VALUES: readonly string[] = ["Concise"];

/** Languages the local (offline) engine can write; the rest need an LLM provider. */
export const LOCAL_ENGINE_LANGUAGES: readonly string[] = ["English (US)", "English (UK)"];

/**
 * Length choices the local engine cannot honour: Extend promises a fifth to two fifths more words that
 * elaborate on what the text says, which takes a language model (offline it managed +1.6%).
 */
export const LOCAL_ENGINE_UNAVAILABLE_LENGTHS: readonly string[] = ["Extend"];

/** Whether the local (offline) engine can honour this choice of an option; menus show the others as needing a provider. */
export function isChoiceAvailableOffline(key: OptionKey, choice: string | undefined): boolean {
  if (choice === undefined) return true;
  if (key === "language") return LOCAL_ENGINE_LANGUAGES.includes(choice);
  if (key === "length") return !LOCAL_ENGINE_UNAVAILABLE_LENGTHS.includes(choice);
  return true;
}

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

/**
 * The offline engine checks the language of the text itself only when it has at least this many letters:
 * below that, language identification (franc) misreads short English (on the corpus's dev texts cut to
 * 80 characters, 9 in 1,388 came out French, German or Dutch; at 120 characters none did).
 */
export const LANGUAGE_CHECK_MIN_LETTERS = 100;
/** Text mostly in another script (Japanese, Chinese, Russian…) is not English from this many letters on. */
export const LANGUAGE_CHECK_MIN_LETTERS_OTHER_SCRIPT = 10;

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
/** How often each server deletes what is kept only for a time (revoked keys, stored API answers, spent limiter windows). */
export const STORE_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Requests with an unknown or revoked key one address may make per AUTH_RATE_WINDOW_MS before it gets 429 (setting API_KEY_FAILURES_PER_IP). */
export const DEFAULT_API_KEY_FAILURES_PER_IP = 30;
/** Texts one `POST /api/v1/detect` may check. */
export const API_DETECT_BATCH_MAX = 20;
/** A request repeated with the same Idempotency-Key within this long gets the first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_CHARS = 255;
/** A request still unfinished after this long lost its instance: a retry with its Idempotency-Key runs afresh. */
export const IDEMPOTENCY_PENDING_MS = 5 * 60 * 1000;
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
/** A pause longer than this between events is time away, not writing time. */
export const WRITING_IDLE_MS = 5 * 60 * 1000;
/**
 * How far ahead of the server's clock (ms since the document was created) a saved event's time may be: a browser's
 * clock set from the server's Date header is off by a second or two. Past it the save is refused, so a record cannot
 * claim more writing time than had passed when it was saved (a two-hour history made up in a minute).
 */
export const WRITING_CLOCK_SKEW_MS = 2 * 60 * 1000;
/**
 * Typing a machine could do. A typed burst of at least PACE_MIN_KEYSTROKES keystrokes is "fast" when its median
 * gap is under PACE_FAST_MEDIAN_MS (about 250 words a minute, past the fastest typists' sustained pace) and
 * "machine-like" when its gaps vary less than PACE_EVEN_CV (coefficient of variation, plain or from the median absolute
 * deviation so a few stalled keystrokes do not hide an even pace; people type at 0.4-1.0,
 * an auto-typer at a fixed delay near 0). The report is flagged when such bursts hold PACE_FLAG_CHARS characters.
 */
export const PACE_MIN_KEYSTROKES = 20;
export const PACE_FAST_MEDIAN_MS = 45;
export const PACE_EVEN_CV = 0.2;
export const PACE_FLAG_CHARS = 60;
/** Points of a report's length timeline at most (pastes and tool runs are always kept), so the chart draws fast. */
export const WRITING_TIMELINE_POINTS = 600;
