"use client";

import { useEffect } from "react";
import { useSession } from "@/components/account/session-store";
import { useUiStore, type SidePanelMode } from "@/components/layout/ui-store";
import { fetchQuota, type EngineKind } from "@/lib/client/api";
import { readDraft, saveDraft } from "@/lib/client/draft";
import { CheckerResult } from "./checker-result";
import { EditorProvider, useEditorStoreApi } from "./editor-context";
import { FrozenWords } from "./frozen-words";
import dynamic from "next/dynamic";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { InputPane } from "./input-pane";
import { OptionsRow } from "./options-row";
import { ResultPane } from "./result-pane";
import { SentenceHighlights } from "./sentence-highlights";
// The panels (and the dialog library) load the first time one opens.
const HistoryPanel = dynamic(() => import("./history-panel").then((m) => m.HistoryPanel));
const StatisticsPanel = dynamic(() => import("./statistics-panel").then((m) => m.StatisticsPanel));
import type { EditorTool } from "./store";
import { UpsellBar, UsageBanner } from "./usage-banner";

interface ToolEditorProps {
  tool: EditorTool;
  /** Text to start with (from /wp-redirect); otherwise the draft saved for this page, if any. */
  initialInput?: string;
  /** Side panel to open on load (the reset-password links). */
  openPanel?: SidePanelMode;
  /** The engine this server runs, known to the page before the first request. */
  engine?: EngineKind;
}

/** The one editor every tool page renders, driven by the page's tool config. */
export function ToolEditor({ tool, initialInput, openPanel, engine }: ToolEditorProps) {
  return (
    <EditorProvider tool={tool} initialInput={initialInput ?? ""} engine={engine}>
      <EditorEffects hasInitialInput={initialInput !== undefined} openPanel={openPanel} />
      <section id="editorRewriter" aria-label="Editor" className="mx-auto max-w-6xl scroll-mt-20 px-4">
        <UsageBanner />
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {tool.showOptions && <OptionsRow />}
          {tool.kind === "rewrite" && <FrozenWords />}
          <div className="grid lg:grid-cols-2">
            <InputPane />
            {tool.kind === "detect" ? <CheckerResult /> : <ResultPane />}
          </div>
          {tool.kind === "detect" && <SentenceHighlights />}
        </div>
        <UpsellBar />
      </section>
      <EditorPanels showStatistics={tool.showStatistics} />
    </EditorProvider>
  );
}

function EditorPanels({ showStatistics }: { showStatistics: boolean }) {
  const historyOpened = useOpenedOnce(useUiStore((s) => s.sidePanel === "history"));
  const statisticsOpened = useOpenedOnce(useUiStore((s) => s.sidePanel === "statistics"));
  return (
    <>
      {historyOpened && <HistoryPanel />}
      {showStatistics && statisticsOpened && <StatisticsPanel />}
    </>
  );
}

function EditorEffects({ hasInitialInput, openPanel }: { hasInitialInput: boolean; openPanel?: SidePanelMode }) {
  const api = useEditorStoreApi();
  const openSidePanel = useUiStore((s) => s.openSidePanel);
  const userId = useSession((s) => s.user?.id ?? null);
  const userPro = useSession((s) => s.user?.pro ?? false);

  useEffect(() => {
    const { tool, setInput } = api.getState();
    if (!hasInitialInput) {
      const draft = readDraft(tool.path);
      if (draft) setInput(draft);
    }
    return api.subscribe((state, previous) => {
      if (state.input !== previous.input) saveDraft(state.tool.path, state.input);
    });
  }, [api, hasInitialInput]);

  // The allowance belongs to whoever is signed in: reload it when that changes.
  useEffect(() => {
    fetchQuota()
      .then(api.getState().setQuota)
      .catch((error) => console.error("could not load the daily allowance:", error));
  }, [api, userId, userPro]);

  useEffect(() => {
    if (openPanel) openSidePanel(openPanel);
  }, [openPanel, openSidePanel]);

  return null;
}
