/** The editor's input survives a reload of the same page, and is dropped when another page is opened. */
const KEY = "editorDraft";

export function readDraft(path: string): string | null {
  try {
    const draft = JSON.parse(localStorage.getItem(KEY) ?? "null") as { path?: string; input?: string } | null;
    if (draft?.path === path && typeof draft.input === "string") return draft.input;
    localStorage.removeItem(KEY);
  } catch {
    localStorage.removeItem(KEY);
  }
  return null;
}

export function saveDraft(path: string, input: string) {
  try {
    if (input === "") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ path, input }));
  } catch {
    // Storage full or blocked: the draft is a convenience, the editor keeps working without it.
  }
}
