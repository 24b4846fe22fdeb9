import type { Verdict } from "@/lib/ai/types";
import { VERDICT_NAMES } from "@/lib/batch/verdicts";
import { MESSAGES } from "@/lib/messages";

/** How each verdict looks wherever a score appears (the checker's donut, the chip beside a rewrite). */
export const VERDICT_STYLE: Record<Verdict, { name: string; message: string; color: string; text: string; chip: string }> = {
  human: { name: VERDICT_NAMES.human, message: MESSAGES.humanVerdict, color: "#15803d", text: "text-green-700", chip: "bg-green-100 text-green-800" },
  mixed: { name: VERDICT_NAMES.mixed, message: MESSAGES.mixedVerdict, color: "#475569", text: "text-slate-600", chip: "bg-slate-200 text-slate-800" },
  possibly_ai: { name: VERDICT_NAMES.possibly_ai, message: MESSAGES.possiblyAiVerdict, color: "#c2410c", text: "text-orange-700", chip: "bg-orange-100 text-orange-900" },
  ai: { name: VERDICT_NAMES.ai, message: MESSAGES.aiVerdict, color: "#b91c1c", text: "text-red-700", chip: "bg-red-100 text-red-800" },
};
