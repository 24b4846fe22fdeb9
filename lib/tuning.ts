/**
 * Engine and server tuning: admission and timeouts of the worker pools and the server's door, the provider's retries,
 * the reply guards' and the writing report's thresholds, batch concurrency and cache timers. None of these is a promise
 * of the product spec; they are measured settings (the business constants are in lib/limits.ts).
 */

/**
 * A use whose work has not ended this long after its provider calls could have (a rewrite and its one retry,
 * OPENAI_TIMEOUT_MS each) lost its server (a crash, a deploy, an out-of-memory kill), and is given back.
 * Far longer than the checks and the queueing around them, so no live instance ever has a use given back.
 */
export const PENDING_USE_MAX_MS = 10 * 60 * 1000;

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

/** Products and prices are asked of the billing provider at most once in this long. */
export const PRICE_CACHE_MS = 5 * 60 * 1000;

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
/**
 * A place a batch file took and no outcome filled this long after is released (its server stopped mid-check):
 * far longer than the longest check (ENGINE_TASK_TIMEOUT_MS, with queueing).
 */
export const BATCH_PLACE_HELD_MAX_MS = 10 * 60 * 1000;

/** Navigation progress bar (cosmetic). */
export const PROGRESS_BAR_HEIGHT_PX = 4;
export const PROGRESS_BAR_SPEED_MS = 240;

/**
 * The offline engine checks the language of the text itself only when it has at least this many letters:
 * below that, language identification (franc) misreads short English (on the corpus's dev texts cut to
 * 80 characters, 9 in 1,388 came out French, German or Dutch; at 120 characters none did).
 */
export const LANGUAGE_CHECK_MIN_LETTERS = 100;
/** Text mostly in another script (Japanese, Chinese, Russian…) is not English from this many letters on. */
export const LANGUAGE_CHECK_MIN_LETTERS_OTHER_SCRIPT = 10;

/** How often each server deletes what is kept only for a time (revoked keys, stored API answers, spent limiter windows). */
export const STORE_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A request still unfinished after this long lost its instance: a retry with its Idempotency-Key runs afresh. */
export const IDEMPOTENCY_PENDING_MS = 5 * 60 * 1000;

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
