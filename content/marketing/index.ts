import type { ToolSlug } from "@/content/tools";
import { check } from "./check";
import { essay } from "./essay";
import { humanize } from "./humanize";
import { paraphrase } from "./paraphrase";
import { reword } from "./reword";
import { rewrite } from "./rewrite";
import type { ToolMarketing } from "./types";
import { undetectable } from "./undetectable";
import { wordChanger } from "./word-changer";

export const TOOL_MARKETING: Record<ToolSlug, ToolMarketing> = {
  rewrite,
  humanize,
  check,
  undetectable,
  reword,
  essay,
  "word-changer": wordChanger,
  paraphrase,
};
