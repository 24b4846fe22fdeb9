import { z } from "zod";

const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Shared by the contact form (checked before sending) and POST /api/contact (checked again on arrival). */
export const contactBody = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(CONTACT_LIMITS.name, `Your name can be at most ${CONTACT_LIMITS.name} characters.`),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .max(CONTACT_LIMITS.email, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(10, "Please write a message of at least 10 characters.")
    .max(CONTACT_LIMITS.message, `Your message can be at most ${CONTACT_LIMITS.message} characters.`),
});

export type ContactBody = z.infer<typeof contactBody>;
