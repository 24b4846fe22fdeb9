import { z } from "zod";

/** An email address, trimmed and lowercased (logins and look-ups are case-insensitive). */
export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address" }));

export const codeField = z
  .string({ error: "The code is required" })
  .trim()
  .regex(/^\d{6}$/, "The code is the 6 digits from the email");

export const requiredText = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);
