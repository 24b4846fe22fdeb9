import { z } from "zod";
import { passwordField as password } from "@/lib/auth/password-field";
import { emailField, requiredText } from "@/lib/http/fields";

const google = z.object({
  authType: z.literal("google"),
  opType: z.enum(["login", "signup"]).default("login"),
  idToken: z.string({ error: "Google ID token is required" }).min(1, "Google ID token is required"),
});

const emailLogin = z.object({
  authType: z.literal("email"),
  opType: z.literal("login"),
  email: emailField,
  password,
  captchaToken: z.string().optional(),
});

const emailSignup = z.object({
  authType: z.literal("email"),
  opType: z.literal("signup"),
  email: emailField,
  password,
  fullName: requiredText("Full name", 100),
  captchaToken: z.string().optional(),
});

export const authBody = z.discriminatedUnion("authType", [google, z.discriminatedUnion("opType", [emailLogin, emailSignup])]);
