/** `npm run dev`: the server in development, with the engine workers rebuilt whenever their code changes. */
import { optionsFromCommandLine, startServer } from "../server";

// tsx runs this file as CommonJS (the package is not "type": "module"): no top-level await, and the
// ES-module build script loads through a dynamic import.
async function main(): Promise<void> {
  // @ts-expect-error a plain ES module without types
  const { buildWorkers } = (await import("./build-server.mjs")) as { buildWorkers(o: { watch: boolean }): Promise<unknown> };
  await buildWorkers({ watch: true });
  await startServer(optionsFromCommandLine(true));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
