import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const envExample = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { engines: { node: string } };
const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
const envVariables = [...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
/** A section's text, from its heading to the next heading of its level or above. */
function sectionOf(heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const level = heading.indexOf(" ");
  const rest = readme.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, "m"));
  return end === -1 ? rest : rest.slice(0, end);
}

describe("the README a newcomer starts from", () => {
  it("stays a user's guide of about 200 lines (measurements live in the bench suites' READMEs)", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(210);
  });

  it("names every variable of .env.example in its configuration, and no variable .env.example lacks", () => {
    const configuration = sectionOf("## Configuration");
    expect(configuration).toContain(".env.example");
    expect(envVariables.length).toBeGreaterThan(30);
    for (const variable of envVariables) expect(configuration, variable).toContain(`\`${variable}\``);
    for (const section of ["## Configuration", "## Deploying"])
      for (const [, variable] of sectionOf(section).matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)`/g))
        expect(envVariables, `${section}: ${variable}`).toContain(variable);
  });

  it("says SITE_URL is read at build, and how each production provider is switched on", () => {
    const deploying = sectionOf("## Deploying");
    expect(deploying).toMatch(/`SITE_URL` is read at build/);
    for (const provider of ["MongoDB", "Stripe", "Resend", "Turnstile", "Google sign-in", "A model server"])
      expect(deploying, provider).toContain(provider);
    expect(deploying).toContain("/api/stripe/webhook");
    expect(existsSync(new URL("../app/api/stripe/webhook/route.ts", import.meta.url))).toBe(true);
  });

  it("points API clients at /developers and the OpenAPI route, both of which exist", () => {
    const api = sectionOf("## Public API");
    expect(api).toContain("/developers");
    expect(api).toContain("GET /api/v1/openapi.json");
    expect(existsSync(new URL("../app/(marketing)/developers/page.tsx", import.meta.url))).toBe(true);
    expect(existsSync(new URL("../app/api/v1/openapi.json/route.ts", import.meta.url))).toBe(true);
  });

  it("gives one line to each bench suite, each with a README of its own", () => {
    const benchmarks = sectionOf("## Benchmarks");
    const suites = readdirSync(new URL("../bench/", import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "support")
      .map((entry) => entry.name);
    expect(suites.length).toBeGreaterThan(5);
    for (const suite of suites) {
      expect(existsSync(new URL(`../bench/${suite}/README.md`, import.meta.url)), suite).toBe(true);
      expect(
        benchmarks.split("\n").filter((line) => line.includes(`(bench/${suite}/README.md)`)),
        suite,
      ).toHaveLength(1);
    }
  });

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
    const section = sectionOf("### A model server");
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
