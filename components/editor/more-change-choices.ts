import { MODELS, type ModelId } from "@/lib/options";
import type { EditorTool } from "./store";

const BOLDER_MODEL = MODELS[1];

/**
 * What this page offers that may change a text more, and is not chosen already: the bolder model where the
 * page has a model switch, another tone where it has the options, the Humanizer where it can be switched on.
 */
export function moreChangeChoices(tool: EditorTool, chosen: { model: ModelId; humanize: boolean }): string[] {
  const choices: string[] = [];
  if (tool.showModelToggle && chosen.model !== BOLDER_MODEL.id) choices.push(BOLDER_MODEL.title);
  if (tool.showOptions) choices.push("another tone");
  if (tool.showHumanizerToggle && !chosen.humanize) choices.push("the Humanizer");
  return choices;
}
