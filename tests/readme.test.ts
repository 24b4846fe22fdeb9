import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const envExample = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { engines: { node: string } };
const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);

describe("the README a newcomer starts from", () => {
  it("names the Node version package.json requires", () => {
    expect(readme).toContain(`Node.js ${pkg.engines.node.replace(/^>=\s*/, "")} or newer`);
  });

  it("puts 'Trying it offline' right after the first commands, before the provider and benchmark sections", () => {
    expect(headings.indexOf("Trying it offline")).toBe(headings.indexOf("The two commands") + 1);
    expect(headings.indexOf("Trying it offline")).toBeLessThan(headings.indexOf("Benchmarks"));
  });

  it("says how to pick a port, with the flag and the variable the server reads", async () => {
    expect(readme).toContain("npm run dev -- -p 3001");
    expect(readme).toContain("PORT=3001 npm run dev");
    const { optionsFromCommandLine } = await import("@/server/index");
    const argv = process.argv;
    try {
      process.argv = [argv[0], "dev.ts", "-p", "3001"];
      expect(optionsFromCommandLine(true).port).toBe(3001);
      process.argv = [argv[0], "dev.ts"];
      process.env.PORT = "3001";
      expect(optionsFromCommandLine(true).port).toBe(3001);
    } finally {
      process.argv = argv;
      delete process.env.PORT;
    }
  });

  it("says that development mode compiles each route on its first visit", () => {
    expect(readme).toMatch(/Development mode compiles each route the first time it is visited/);
  });

  it("configures self-hosted model servers only with variables the app reads", () => {
    const section = readme.slice(readme.indexOf("## Running against an AI provider"), readme.indexOf("## API"));
    for (const server of ["vLLM", "Ollama", "llama.cpp server"]) expect(section).toContain(server);
    const named = new Set(section.match(/\bOPENAI_[A-Z_]+/g));
    expect(named.size).toBeGreaterThan(3);
    for (const variable of named) expect(envExample, variable).toMatch(new RegExp(`^${variable}=`, "m"));
  });
  it("gives a production start that starts, with the outbox and test checkout the offline tour needs", () => {
    // Each `npm start` line in a shell block, with the variables written before it on that command.
    const blocks = [...readme.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]);
    const starts = blocks.flatMap((block) => block.split("\n")).filter((line) => /\bnpm start\b/.test(line));
    expect(starts.length).toBeGreaterThan(0);
    for (const line of starts) {
      const env = Object.fromEntries(
        [...line.matchAll(/\b([A-Z_]+)=("[^"]*"|\S+)/g)].map(([, name, value]) => [
          name,
          value.startsWith('"$(openssl') ? "x".repeat(64) : value,
        ]),
      );
      const c = parseConfig({ NODE_ENV: "production", ...env });
      expect(() => c.secret, line).not.toThrow();
      expect(c.providers.mail, line).toBe("outbox");
      expect(c.providers.billing, line).toBe("dev");
    }
  });
});
