import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localServerArgs } from "../lib/build-paths";
import type { ScriptedServer } from "../tests/support/openai-server";

export interface AppServer {
  origin: string;
  stop: () => void;
}

/** The production build, started by a spec on a port of its own with the environment it needs; resolves once it answers. */
export async function startAppServer(port: number, env: NodeJS.ProcessEnv): Promise<AppServer> {
  const origin = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${origin}/api/helloApi`).then(
      (res) => res.ok,
      () => false,
    );
  // Specs run in parallel workers: another spec's server on this port must not pass for this one.
  if (await answers()) throw new Error(`${origin} is already taken: give this spec a port of its own in e2e/ports.ts`);
  const child = spawn("node", localServerArgs(port), { env, stdio: "ignore" });
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + 60_000;
  while (!(await answers())) {
    if (exited || Date.now() > deadline) {
      child.kill();
      throw new Error(`the server on ${origin} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop: () => child.kill() };
}

/** The environment of a build that rewrites through the scripted OpenAI-compatible server, with a database of its own. */
export function providerEnv(model: ScriptedServer, name: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_MODEL_PULSE: "scripted-pulse",
    OPENAI_MODEL_LUMENARIS: "scripted-lumenaris",
    DATABASE_PATH: join(mkdtempSync(join(tmpdir(), `e2e-${name}-`)), "app.db"),
  };
}
