import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findings } from "@/lib/ai/guards";
import { createOpenAiEngine } from "@/lib/ai/openai";
import type { RewriteRequest } from "@/lib/ai/types";
import { HUMANIZE_EXTRA_ROUNDS, HUMANIZE_TOKEN_BUDGET } from "@/lib/tuning";
import { detectInPool } from "@/lib/workers/pool";
import { fencedText, modelLikeReply, startScriptedServer, streamReply, words, type ScriptedServer } from "@/tests/support/openai-server";

/** The first thing the guards find in a reply (a retry or a review mark), null for none. */
const firstFinding = (...args: Parameters<typeof findings>) => findings(...args)[0] ?? null;

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer({ fallback: modelLikeReply(0) });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** Machine-sounding texts of the kind people bring to a humanizer. */
const TEXTS = [
  "Artificial intelligence has revolutionized numerous industries in recent years. Furthermore, it is important to note that these technologies offer significant benefits for businesses. Additionally, organizations can leverage machine learning to streamline their operations and enhance productivity. Moreover, the integration of AI solutions enables companies to make data-driven decisions. In conclusion, embracing artificial intelligence is crucial for staying competitive in today's fast-paced world.",
  "Remote work has become an integral part of the modern workplace. Furthermore, it is important to note that it offers significant flexibility for employees. Additionally, companies can leverage digital tools to enhance collaboration across 4 time zones. Moreover, remote work enables organizations to access a comprehensive talent pool. In conclusion, embracing remote work is crucial for long-term success.",
  "Regular exercise plays a crucial role in maintaining overall health. Furthermore, it is important to note that even 30 minutes a day can have a significant impact. Additionally, physical activity can enhance mood and facilitate better sleep. Moreover, exercise enables individuals to manage stress more effectively. In conclusion, embracing an active lifestyle is crucial for well-being.",
  "Climate change is one of the most pressing challenges of our time. Furthermore, it is important to note that rising temperatures have significant consequences for ecosystems. Additionally, governments must leverage renewable energy to enhance sustainability. Moreover, international cooperation enables countries to address this comprehensive issue. In conclusion, embracing green policies is crucial for future generations.",
  "Effective communication is essential in any successful team. Furthermore, it is important to note that clear communication can significantly reduce misunderstandings. Additionally, teams can leverage regular meetings to streamline their workflows. Moreover, open dialogue enables members to share ideas and enhance creativity. In conclusion, embracing transparent communication is crucial for achieving goals.",
];

const request = (text: string): RewriteRequest => ({ text, options: {}, humanize: true, rephraseType: "Humanizer", model: "pulse" });
const engine = () =>
  createOpenAiEngine({ baseUrl: server.baseUrl, models: { pulse: "small", lumenaris: "large" }, timeoutMs: 5000, retryBaseMs: 10 });
const tokens = (s: string) => Math.ceil(s.length / 4);

describe("detector-guided humanizing against a scripted model", () => {
  it("rewrites the most machine-like sentences again, within the rounds and token bound, and keeps the best text", async () => {
    const figures: string[] = [];
    for (const [i, text] of TEXTS.entries()) {
      server.reset();
      const pieces = engine().rewrite(request(text));
      let result = "";
      let firstPassText = "";
      let step = await pieces.next();
      for (; !step.done; step = await pieces.next()) {
        if (typeof step.value === "string") result += step.value;
        else {
          firstPassText = result;
          result = step.value.text;
        }
      }
      const usage = step.value.usage!;
      const [first, ...rounds] = server.received;
      const firstPass = tokens(first.body.messages!.map((m) => m.content).join("\n")) + tokens(fencedText(first.body));
      const total = usage.promptTokens + usage.completionTokens;
      expect(rounds.length).toBeLessThanOrEqual(HUMANIZE_EXTRA_ROUNDS);
      expect(total).toBeLessThanOrEqual(Math.ceil(HUMANIZE_TOKEN_BUDGET * firstPass) + 10);
      expect(firstFinding(request(text), result)).toBeNull();
      const firstScore = Math.round((await detectInPool(firstPassText || result)).score);
      const finalScore = Math.round((await detectInPool(result)).score);
      expect(finalScore).toBeLessThanOrEqual(firstScore);
      for (const round of rounds) expect(fencedText(round.body)).toMatch(/^1\. /);
      figures.push(
        `text ${i + 1}: ${rounds.length} extra round(s), tokens ${firstPass} first pass + ${total - firstPass} extra (${(total / firstPass).toFixed(2)}x), replaced=${firstPassText !== ""}, checker score ${firstScore} -> ${finalScore}`,
      );
    }
    console.log(`humanize figures:\n${figures.join("\n")}`);
  }, 120_000);

  it("keeps the first pass when a round's answer is malformed", async () => {
    const first = TEXTS[0].replace("Furthermore, ", "Also, ");
    server.script(streamReply(words(first)), streamReply(["Sure, here you go!"]), streamReply(["1. Only one line."]));
    const pieces = engine().rewrite(request(TEXTS[0]));
    let text = "";
    let step = await pieces.next();
    for (; !step.done; step = await pieces.next()) text = typeof step.value === "string" ? text + step.value : step.value.text;
    expect(text).toBe(first);
  });
});
