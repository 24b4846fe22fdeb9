import { z } from "zod";

export const MAX_DETECT_CHARS = 100_000;

export const detectBody = z.object({
  text: z
    .string({ error: "text is required" })
    .max(MAX_DETECT_CHARS, `must be at most ${MAX_DETECT_CHARS} characters`)
    .refine((v) => v.trim() !== "", "Enter some text to enable detecting"),
});
