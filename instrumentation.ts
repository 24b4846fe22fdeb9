import { PHASE_PRODUCTION_BUILD } from "next/constants";

/** Runs once when a server instance starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvironmentAtStartup } = await import("@/lib/startup");
    checkEnvironmentAtStartup();
    // `next build` loads this too, to prerender pages: it has no data to keep.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
    const { startStoreSweeps } = await import("@/lib/db/retention");
    startStoreSweeps();
  }
}
