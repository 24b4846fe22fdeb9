/** `npm start`: the production server (bundled to .server/server.mjs by `npm run build`). */
Object.assign(process.env, { NODE_ENV: "production" });

const { startServer, optionsFromCommandLine } = await import("./index");
const server = await startServer(optionsFromCommandLine(false));
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
}

export {};
