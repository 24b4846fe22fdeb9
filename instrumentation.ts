/** Runs once when a server instance starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvironmentAtStartup } = await import("@/lib/startup");
    checkEnvironmentAtStartup();
  }
}
