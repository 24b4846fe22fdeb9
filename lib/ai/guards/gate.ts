import { LANGUAGE_CHECK_MIN_CHARS } from "@/lib/tuning";
import type { RewriteRequest } from "../types";
import { isSignOff, lastSentenceStart, stripFraming, stripOpener } from "./framing";
import { languageProblem, type WrongLanguage } from "./language";
import { lengthProblem, type LengthProblem } from "./length";

/**
 * Guards and streaming. Most checks need the whole reply, yet a healthy reply should appear as the model
 * writes it. So the gate releases the reply clause by clause (up to each finished sentence, or comma, semicolon or
 * colon followed by a space: waiting for whole sentences held a long first sentence back for half a second), each
 * piece only once it has passed every check that can be made that early:
 * - nothing shows until LANGUAGE_CHECK_MIN_CHARS characters are in (or the reply ends): by then an opener
 *   ("Sure! Here is...") is complete and stripped, and franc can check the language; while the reply may still
 *   be an opener in the making ("Sure, here is the text, kept..."), only a finished sentence opens the gate;
 * - after that each finished clause is released, unless it takes a Shorten result past the input's length (no
 *   rewrite: fails at once), or opens a sentence that reads like a sign-off (held until text follows it); a number
 *   or link the text does not have is released too: it becomes a review mark, like every fact and meaning finding;
 * - what needs the end (an Extend result too short, the review findings) is judged once the reply has ended
 *   (lib/ai/review.ts judgeReply, on `text`). Text may be on screen by then: the engine withdraws it (a restart
 *   piece) before its corrective retry or its error.
 */
export class ReplyGate {
  private raw = "";
  private released = 0;
  private open = false;
  /** Once the gate is open the opener is settled: how many characters of the raw reply it took. */
  private openerLength = 0;
  /** The last sentence boundary found, and where the next search for one starts (each push reads only new text). */
  private boundary = 0;
  private searchFrom = 0;

  constructor(private readonly request: RewriteRequest) {}

  /** Takes a piece of the reply; answers the text that may be shown now ("" for none), or a problem. */
  push(delta: string): { text: string } | { problem: WrongLanguage | LengthProblem } {
    this.raw += delta;
    const text = this.open ? this.raw.slice(this.openerLength) : stripOpener(this.raw);
    let boundary = this.open ? this.nextBoundary(text) : releaseBoundary(text, 0, !mayBeOpenerInTheMaking(this.raw, text));
    if (!this.open) {
      if (boundary < LANGUAGE_CHECK_MIN_CHARS) return { text: "" };
      const problem = languageProblem(this.request, text.slice(0, boundary));
      // franc misreads a short English excerpt now and then ("BERT does not store surface knowledge..." as
      // French): a mismatch holds the text back until a longer excerpt confirms it.
      if (problem && boundary < LANGUAGE_CONFIRM_CHARS) return { text: "" };
      if (problem) return { problem };
      this.open = true;
      this.openerLength = this.raw.length - text.length;
      this.boundary = boundary;
      this.searchFrom = text.length;
    }
    // A sentence whose start was released has passed this check already.
    while (boundary > this.released) {
      const start = lastSentenceStart(text.slice(0, boundary).trimEnd());
      if (start < this.released || !isSignOff(text.slice(start, boundary))) break;
      boundary = text.slice(0, start).trimEnd().length;
    }
    if (boundary <= this.released) return { text: "" };
    const shown = text.slice(0, boundary);
    const piece = text.slice(this.released, boundary);
    const tooLong = lengthProblem(this.request, shown, false);
    if (tooLong) return { problem: tooLong };
    this.released = boundary;
    return { text: piece };
  }

  /** The text released so far. */
  get shown(): string {
    return stripOpener(this.raw).slice(0, this.released);
  }

  /** The whole reply without framing: what the guards judge once it has ended (lib/ai/review.ts judgeReply). */
  get text(): string {
    return stripFraming(this.raw, this.request.text);
  }

  /** The release boundary of the text so far, reading only what came since the last push (and a few characters before it). */
  private nextBoundary(text: string): number {
    const found = releaseBoundary(text, Math.max(0, this.searchFrom - BOUNDARY_LOOKBACK));
    if (found > this.boundary) this.boundary = found;
    this.searchFrom = text.length;
    return this.boundary;
  }
}

/** The excerpt a wrong language must be seen on before the gate refuses a reply mid-stream. */
const LANGUAGE_CONFIRM_CHARS = 400;

/** How far back a boundary can start before the new text: a period, closing quotes or brackets, then the space that arrives. */
const BOUNDARY_LOOKBACK = 8;

/** Words a chatbot's opener starts with ("Sure, here is...", "Here's the text, rewritten:"). */
const OPENER_START = /^\s*(?:sure|certainly|of course|absolutely|okay|ok|great|alright|here|below|this is)\b/i;

/** True while no opener has been stripped yet and the reply starts like one: its commas may belong to the opener. */
function mayBeOpenerInTheMaking(raw: string, text: string): boolean {
  return text.length === raw.length && OPENER_START.test(raw);
}

/**
 * The end of the last finished sentence, or with `clauses` of the last finished clause (a comma, semicolon or colon),
 * followed by space, from `from` on, without that space: released text then never ends in a space the finished
 * reply trims away. 0 when there is none. Numbers ("5,000", "10:30") and links have no space after their commas and
 * colons, so a clause never ends inside one.
 */
function releaseBoundary(text: string, from = 0, clauses = true): number {
  const pattern = clauses ? /[.!?…,;:]["'”’)]*\s+|\n+/g : /[.!?…]["'”’)]*\s+|\n+/g;
  pattern.lastIndex = from;
  let end = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) end = match.index + match[0].trimEnd().length;
  return end;
}
