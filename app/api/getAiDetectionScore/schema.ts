import { z } from "zod";

// No length cap here: the word limit and its character cap answer 413 with the word-limit message.
export const detectBody = z.object({
  text: z.string({ error: "text is required" }).refine((v) => v.trim() !== "", "Enter some text to enable detecting"),
});
