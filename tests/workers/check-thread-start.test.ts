import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WORKER_BUNDLE_DIR } from "@/lib/build-paths";

/**
 * What a bundle in .server/workers (built by the vitest setup, as `npm run build` does) loads: the modules its code
 * came from (esbuild heads each with a `// path` comment), the packages it imports, and the files it imports late
 * (`import("./…")`). With `static` only, what loads as a thread starts: the bundle and what it imports, transitively.
 */
function bundleLoads(file: string, seen = new Set<string>()) {
  const loads = { modules: new Set<string>(), packages: new Set<string>(), late: [] as string[] };
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    const code = readFileSync(at, "utf8");
    for (const [, module] of code.matchAll(/^\/\/ ((?:lib|server|app)\/\S+)$/gm)) loads.modules.add(module!);
    for (const [, from] of code.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";/gm)) {
      if (from!.startsWith(".")) visit(path.resolve(path.dirname(at), from!));
      else loads.packages.add(from!);
    }
    for (const [, from] of code.matchAll(/\bimport\("(\.[^"]+)"\)/g)) loads.late.push(path.resolve(path.dirname(at), from!));
  };
  visit(file);
  return loads;
}

describe("a checks' thread as it starts", () => {
  const entry = path.resolve(WORKER_BUNDLE_DIR, "detector-worker.mjs");

  it("loads the detector but not the reply-judging code (compromise and the guards): those load on the first judge task", () => {
    // Issue 52: with the judging code loaded at start, a checks' thread took 550-780 ms to start instead of about 60.
    const atStart = bundleLoads(entry);
    expect([...atStart.modules]).toContain("lib/detector/index.ts");
    expect([...atStart.modules].filter((module) => module.startsWith("lib/ai/"))).toEqual([]);
    expect([...atStart.packages]).not.toContain("compromise");

    expect(atStart.late).toHaveLength(1);
    const judging = bundleLoads(atStart.late[0]!, new Set());
    expect([...judging.modules]).toContain("lib/ai/review/index.ts");
    expect([...judging.packages]).toContain("compromise");
  });
});
