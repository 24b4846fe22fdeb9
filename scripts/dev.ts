/** `npm run dev`: the server in development, with the engine workers rebuilt whenever their code changes. */
import { optionsFromCommandLine, startServer } from "../server";
// @ts-expect-error a plain ES module without types
import { buildWorkers } from "./build-server.mjs";

await buildWorkers({ watch: true });
await startServer(optionsFromCommandLine(true));
