import type { Viewer } from "@/lib/viewer";

/** A signed-in Pro user, as the route layer hands it to the services (no database row needed). */
export function proViewer(id: string, ip = "192.0.2.1"): Viewer {
  const email = `${id}@example.com`;
  return {
    key: `user:${id}`,
    kind: "user",
    pro: true,
    email,
    ip,
    user: {
      id,
      email,
      fullName: "Pro User",
      emailVerified: true,
      authType: "email",
      pro: true,
      subscriptionPeriodStartDateEpochSeconds: null,
      subscriptionPeriodEndDateEpochSeconds: null,
      interval: null,
    },
  };
}

/** Reads a rewrite's pieces to the end and returns its outcome. */
export async function finishRewrite<T>(pieces: AsyncGenerator<unknown, T>): Promise<T> {
  let step = await pieces.next();
  while (!step.done) step = await pieces.next();
  return step.value;
}
