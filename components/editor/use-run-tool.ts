"use client";

import { useSession } from "@/components/account/session-store";
import { notify } from "@/components/ui/toast";
import { addAnonHistory } from "@/lib/client/anon-history";
import { ApiError, detectText, streamRewrite } from "@/lib/client/api";
import { MESSAGES, tryForMoreChanges } from "@/lib/messages";
import { useEditorStoreApi } from "./editor-context";
import { blockedReason } from "./blocked-reason";
import { moreChangeChoices } from "./more-change-choices";

/** The result takes the keyboard focus (and scrolls into view) when it arrives. */
export const RESULT_ELEMENT_ID = { rewrite: "editor-result", detect: "checker-result" } as const;

/** Runs the page's tool on the input: streams a rewrite, or scores the text on the checker. */
export function useRunTool() {
  const api = useEditorStoreApi();

  return async function run() {
    const state = api.getState();
    if (state.busy || blockedReason(state) !== null) return;
    const { tool, input } = state;
    state.start();
    try {
      if (tool.kind === "detect") {
        const { response, usesLeft, ...detection } = await detectText(input);
        api.getState().finishDetection({ ...detection, score: response, text: input }, usesLeft);
        focusResult("detect");
        return;
      }
      const outcome = await streamRewrite(
        {
          prompt: input,
          promptOptions: state.options,
          isHumanizeEnabled: state.humanize,
          rephraseType: tool.forceHumanize ? "Humanizer" : "Rewriter",
          selectedModel: state.model,
          frozenWords: state.frozenWords,
        },
        (piece, restart) => api.getState().appendResult(piece, restart),
      );
      api.getState().finishRewrite(outcome);
      if (outcome.notice) {
        const suggestion = outcome.unchanged ? tryForMoreChanges(moreChangeChoices(tool, state)) : null;
        notify({ title: MESSAGES.noticeTitle, content: suggestion ? `${outcome.notice} ${suggestion}` : outcome.notice }, "warning");
      }
      focusResult("rewrite");
      // Signed-in users' history is saved by the server with the rewrite; a result that changed almost nothing is not kept.
      if (!useSession.getState().user && !outcome.unchanged)
        addAnonHistory({ question: input, response: outcome.response, date: Date.now(), review: outcome.review });
    } catch (error) {
      api.getState().fail();
      reportFailure(error, tool.kind, (usesLeft) => api.getState().setQuota({ usesLeft }));
    }
  };
}

function focusResult(kind: "rewrite" | "detect") {
  // after React has rendered the result
  requestAnimationFrame(() => document.getElementById(RESULT_ELEMENT_ID[kind])?.focus());
}

function reportFailure(error: unknown, kind: "rewrite" | "detect", setUsesLeft: (n: number) => void) {
  if (error instanceof ApiError) {
    switch (error.code) {
      case "daily_limit_reached":
        setUsesLeft(0);
        return notify({ title: MESSAGES.upgrade.title, content: error.message }, "warning");
      case "word_limit":
        return notify({ title: MESSAGES.wordLimit.title, content: error.message }, "warning");
      case "pro_required":
        return notify(MESSAGES.upgrade, "warning");
      case "model_allowance_used":
      case "ai_output_rejected":
      case "ai_provider_timeout":
        return notify({ title: MESSAGES.paraphraseFailed.title, content: error.message }, "warning");
      case "unsupported_language":
        return notify({ title: MESSAGES.languageUnavailable, content: error.message }, "warning");
    }
  }
  console.error(`${kind} failed:`, error);
  notify(kind === "detect" ? MESSAGES.detectionFailed : MESSAGES.paraphraseFailed, "warning");
}
