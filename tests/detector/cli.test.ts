import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

describe("detector:score CLI", () => {
  it("writes one JSON line per input, in order, and nothing else", () => {
    const inputs = [
      { text: "Short text." },
      {
        text: "In today's rapidly evolving landscape, organizations must leverage innovative strategies to remain competitive. ".repeat(5),
        id: 7,
      },
      {
        text: "We drove up to the lake on Saturday and the water was freezing, but the kids jumped in anyway and screamed the whole time. ".repeat(
          3,
        ),
      },
      { text: "Le chat dort sur le canapé pendant que la pluie tombe doucement sur la ville endormie. ".repeat(5) },
    ];
    const stdin = inputs.map((x) => JSON.stringify(x)).join("\n") + "\n";
    const res = spawnSync(process.execPath, ["--import", "tsx", "scripts/detector/score.ts"], {
      cwd: root,
      input: stdin,
      encoding: "utf8",
    });
    expect(res.status).toBe(0);
    const lines = res.stdout.split("\n").filter((l) => l.length > 0);
    expect(lines).toHaveLength(inputs.length);
    const out = lines.map(
      (l) =>
        JSON.parse(l) as {
          score: number;
          verdict: string;
          humanRate: number | null;
          humanRateSentence: string | null;
          paragraphs: {
            start: number;
            end: number;
            firstParagraph: number;
            lastParagraph: number;
            score: number;
            verdict: string;
            tooShort: boolean;
          }[];
          mixedAuthorship: boolean;
          reliable: boolean;
        },
    );
    for (const o of out) {
      expect(Object.keys(o).sort()).toEqual([
        "humanRate",
        "humanRateSentence",
        "mixedAuthorship",
        "paragraphs",
        "reliable",
        "score",
        "verdict",
      ]);
      expect(["human", "mixed", "possibly_ai", "ai"]).toContain(o.verdict);
      if (!o.reliable) expect(o).toMatchObject({ verdict: "mixed", humanRate: null, humanRateSentence: null });
      else expect(o.humanRateSentence).toMatch(/^Among [\d,]+ human texts of similar length from \d+ kinds of writing, .+ this high\.$/);
      expect(o.score).toBeGreaterThanOrEqual(0);
      expect(o.score).toBeLessThanOrEqual(100);
    }
    expect(out.map((o) => o.reliable)).toEqual([false, true, true, false]);
    expect(out[1]!.humanRate).toBeGreaterThanOrEqual(0);
    expect(out[1]!.humanRate).toBeLessThanOrEqual(1);
    expect(out[1]!.paragraphs).toEqual([
      {
        start: 0,
        end: inputs[1]!.text.trimEnd().length,
        firstParagraph: 1,
        lastParagraph: 1,
        score: out[1]!.score,
        verdict: out[1]!.verdict,
        tooShort: false,
      },
    ]);
    expect(out[1]!.mixedAuthorship).toBe(false);
  }, 30000);
});
