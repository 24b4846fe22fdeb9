/** vitest global setup: the engines run in worker threads, which load the bundles `npm run build` makes. */
// @ts-expect-error a plain ES module without types
import { buildWorkers } from "../../scripts/build-server.mjs";

export default async function setup() {
  await buildWorkers();
}
