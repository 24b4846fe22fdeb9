import { z } from "zod";
import { API_KEY_NAME_MAX_CHARS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";

export const createKeyBody = z.object({
  name: z
    .string({ error: MESSAGES.apiKeyNameRequired })
    .trim()
    .min(1, MESSAGES.apiKeyNameRequired)
    .max(API_KEY_NAME_MAX_CHARS, `A key's name can be at most ${API_KEY_NAME_MAX_CHARS} characters long.`),
});
