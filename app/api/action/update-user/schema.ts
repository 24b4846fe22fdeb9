import { z } from "zod";
import { codeField, emailField, requiredText } from "@/lib/http/fields";

/** Only the name and the email can be changed; Pro, subscription dates and passwords are never client-writable. */
export const updateUserBody = z.object({
  email: emailField,
  update: z
    .strictObject(
      { fullName: requiredText("Name", 100).optional(), email: emailField.optional() },
      {
        error: (issue) =>
          issue.code === "unrecognized_keys" ? `Only fullName and email can be updated (not ${issue.keys.join(", ")})` : undefined,
      },
    )
    .refine((u) => u.fullName !== undefined || u.email !== undefined, "Nothing to update"),
  code: codeField.optional(),
});
