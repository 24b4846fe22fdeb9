"use client";

import { engineClaims } from "@/lib/engine-claims";
import { MODELS } from "@/lib/options";
import { useEditor } from "./editor-context";

/** Choice between the two product models; shows the selected one. */
export function ModelToggle() {
  const model = useEditor((s) => s.model);
  const setModel = useEditor((s) => s.setModel);
  const descriptions = engineClaims(useEditor((s) => s.engine) ?? "offline").models;
  return (
    <div role="radiogroup" aria-label="Model" className="inline-flex rounded-lg border border-slate-300 p-0.5" data-testid="model-toggle">
      {MODELS.map((m) => (
        <button
          key={m.id}
          type="button"
          role="radio"
          aria-checked={model === m.id}
          title={descriptions[m.id]}
          onClick={() => setModel(m.id)}
          className={`rounded-md px-3 py-1 text-xs font-semibold ${model === m.id ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
        >
          {m.title}
        </button>
      ))}
    </div>
  );
}
