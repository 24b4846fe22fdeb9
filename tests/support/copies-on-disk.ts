import { existsSync, readFileSync } from "node:fs";

/** How many times `marker` is found in the bytes of a file (0 when it does not exist): what erasure leaves on disk. */
export function copiesIn(path: string, marker: string): number {
  if (!existsSync(path)) return 0;
  const bytes = readFileSync(path);
  let copies = 0;
  for (let at = bytes.indexOf(marker); at !== -1; at = bytes.indexOf(marker, at + 1)) copies++;
  return copies;
}
