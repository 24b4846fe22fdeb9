import "server-only";
import { AppError } from "@/lib/errors";
import type { PublicUser } from "./user";

/** Routes act on the signed-in user only: naming anyone else's email is a 403. */
export function assertOwnEmail(user: PublicUser, email: string) {
  if (user.email !== email.trim().toLowerCase()) {
    throw new AppError("forbidden", 403, "You can only see and change your own account.");
  }
}
