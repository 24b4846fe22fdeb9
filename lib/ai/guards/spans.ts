import { protectedSpans, type SpanKind } from "@/lib/rewriter/protect";
import { escapeRegExp } from "@/lib/language/regex";
import { canonicalText, hasNumber, keepsQuotation, listNumbers, quotationsOf } from "../equivalence";

/** Protected spans: the figures, links, code and quotations a rewrite carries over. */

/** Links and addresses: a rewrite carries them over exactly and never invents one (as code; numbers and quotations: equivalence.ts). */
const LINKS: readonly SpanKind[] = ["url", "email"];

/** Whether a text has a span as a whole: "3" is not found inside "q3" or "30". */
function hasSpan(text: string, span: string): boolean {
  const escaped = escapeRegExp(span);
  const before = /^\w/.test(span) ? "(?<!\\w)" : "";
  const after = /\w$/.test(span) ? "(?!\\w)" : "";
  return new RegExp(`${before}${escaped}${after}`).test(text);
}

/**
 * The protected spans and frozen words of the input that the output lacks. Links, addresses and code must be
 * there as written; a number in any form that means the same, a quotation in its own words (equivalence.ts).
 * One surviving occurrence of a repeated span is enough: shortening may merge the repeats.
 */
export function lostSpans(input: string, output: string, frozenWords: readonly string[] = []): string[] {
  const source = canonicalText(input);
  const have = canonicalText(output);
  const haveQuotations = quotationsOf(have, quotationSpans);
  const lost = [
    ...unique(protectedSpans(source, ["code"])).filter((span) => !hasSpan(have, span)),
    ...unique(protectedSpans(unquoted(source), LINKS)).filter((span) => !hasSpan(have, span)),
    ...numbersLacking(source, have),
    ...unique(quotationsOf(source, quotationSpans)).filter((span) => !keepsQuotation(span, have, haveQuotations)),
  ];
  const frozen = frozenWords.filter((w) => w.trim() && input.includes(w) && !hasSpan(have, canonicalText(w)));
  return unique([...lost, ...frozen]);
}

/**
 * Numbers, URLs and emails in the output that the input does not have (a number in any equivalent form counts as
 * had). `whole` is the text the output is part of, when it is a piece of it: its list numbers are layout.
 */
export function inventedSpans(input: string, output: string, whole = output): string[] {
  const source = canonicalText(input);
  const have = canonicalText(output);
  return [
    ...unique(protectedSpans(unquoted(have), LINKS)).filter((span) => !hasSpan(source, span)),
    ...numbersLacking(have, source, whole === output ? have : canonicalText(whole)),
  ];
}

/**
 * The numbers of `text` (list numbers aside) that `other` writes in no equivalent form. Numbers inside
 * quotation marks count too: a quotation whose marks pair wrongly must not hide them.
 */
function numbersLacking(text: string, other: string, whole = text): string[] {
  const layout = listNumbers(whole);
  return unique(protectedSpans(unquoted(text), ["number"])).filter((span) => !layout.has(span) && !hasNumber(other, span, text));
}

/** The text with its double quotation marks blanked, so that links and numbers inside quotations are found. */
const unquoted = (text: string) => text.replace(/"/g, " ");

const unique = (spans: string[]) => [...new Set(spans)];
const quotationSpans = (text: string) => protectedSpans(text, ["quotation"]);
