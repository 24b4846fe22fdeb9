"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import type { EngineKind } from "@/lib/client/api";
import { createEditorStore, type EditorState, type EditorStore, type EditorTool } from "./store";

const EditorContext = createContext<EditorStore | null>(null);

/** Creates the editor store once per mount; a new route mounts a new editor, which clears it. */
export function EditorProvider({
  tool,
  initialInput,
  engine,
  children,
}: {
  tool: EditorTool;
  initialInput: string;
  engine?: EngineKind;
  children: ReactNode;
}) {
  const [store] = useState(() => createEditorStore(tool, initialInput, engine));
  return <EditorContext.Provider value={store}>{children}</EditorContext.Provider>;
}

export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorContext);
  if (!store) throw new Error("useEditor must be used inside <EditorProvider>");
  return store;
}

export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}
