import type { ReactNode } from "react";

/** Over an open document: the way back to the list, what this tab does with the document (children), and its title. */
export function DocumentHeader({ title, onClose, children }: { title: string | null; onClose: () => void; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={onClose} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          ← Your documents
        </button>
        {children}
      </div>
      {title !== null && <h2 className="truncate text-xl font-bold text-slate-900">{title}</h2>}
    </>
  );
}
