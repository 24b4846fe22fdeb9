import type { ComponentProps } from "react";

/** What a button does decides its look, so the same job reads the same on every page. */
export type ButtonTone = "primary" | "secondary" | "danger" | "dangerSolid";
/** xs inside a line of text, sm in lists and toolbars, md for a section's actions, form for a form's submit. */
export type ButtonSize = "xs" | "sm" | "md" | "form";

const BASE =
  "rounded-md font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50";
const TONES: Record<ButtonTone, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  danger: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
  dangerSolid: "bg-red-600 text-white hover:bg-red-700",
};
const SIZES: Record<ButtonSize, string> = {
  xs: "px-2.5 py-1 text-xs",
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  form: "h-10 px-4 text-sm",
};

/** The classes of a button, for what must be another element (a link, a file input's label, a panel opener). */
export function buttonClass(tone: ButtonTone = "secondary", size: ButtonSize = "sm", extra?: string): string {
  return [BASE, TONES[tone], SIZES[size], extra].filter(Boolean).join(" ");
}

interface ButtonProps extends ComponentProps<"button"> {
  tone?: ButtonTone;
  size?: ButtonSize;
}

/** A button of the site's look; type="button" unless it submits a form, so it never submits one by accident. */
export function Button({ tone, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(tone, size, className)} {...props} />;
}
