import { z } from "zod";
import { PASSWORD_MAX_UTF16_LENGTH } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";

/**
 * A password as a request sends it, to log in or to set: present, and no longer than an acceptable one can be.
 * Whether a new password is acceptable is checked where it is set (assertPasswordPolicy), never at log-in, so
 * accounts from the older 6-character rule still sign in.
 */
export const passwordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX_UTF16_LENGTH, MESSAGES.passwordRule);
