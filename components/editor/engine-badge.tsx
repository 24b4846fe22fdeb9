"use client";

import { useEditor } from "./editor-context";

/** Which engine wrote the result, so the user knows what quality to expect. */
export function EngineBadge() {
  const servedBy = useEditor((s) => s.servedBy);
  if (!servedBy) return null;
  const offline = servedBy.kind === "offline";
  return (
    <span
      data-testid="engine-badge"
      data-engine={servedBy.kind}
      title={offline ? "Written by the built-in offline engine" : `Written by the AI model ${servedBy.model}`}
      className="mr-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
    >
      {offline ? "Offline engine" : servedBy.model}
    </span>
  );
}
