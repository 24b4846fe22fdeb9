"use client";

import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import type { ContactBody } from "@/lib/contact-form";
import { contact } from "@/content/pages/contact";

type Field = keyof ContactBody;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: { name: Field; type: "text" | "email" | "textarea"; autoComplete?: string }[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "message", type: "textarea" },
];

const noop = () => () => {};

export function ContactForm() {
  // Until the form is interactive, the button stays disabled so a click cannot submit natively.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [values, setValues] = useState<ContactBody>({ name: "", email: "", message: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    let schema: typeof import("@/lib/contact-form");
    try {
      // zod is loaded on the first submit, so it stays out of the page's first-load JavaScript.
      schema = await import("@/lib/contact-form");
    } catch {
      setFormError(contact.offline);
      return;
    }
    const parsed = schema.contactBody.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((f) => found[f.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus("sending");
    try {
      const res = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? contact.failed);
      }
      setStatus("sent");
      setValues({ name: "", email: "", message: "" });
    } catch (error) {
      setStatus("idle");
      setFormError(error instanceof TypeError ? contact.offline : (error as Error).message);
    }
  }

  if (status === "sent") {
    return (
      <div data-testid="contact-success" className="rounded-2xl border border-green-200 bg-green-50 p-6">
        {/* Focus moves to the confirmation as soon as it is in the page (a frame later could be too early). */}
        <h2 ref={(heading) => heading?.focus()} tabIndex={-1} className="text-xl font-semibold text-green-900">
          {contact.success.heading}
        </h2>
        <p className="mt-2 text-green-900">{contact.success.text}</p>
        <button type="button" onClick={() => setStatus("idle")} className="mt-4 font-semibold text-brand-700 underline underline-offset-2">
          {contact.sendAnother}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Contact form"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`;
        const error = errors[field.name];
        const shared = {
          id,
          name: field.name,
          value: values[field.name],
          required: true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          className: `mt-1 block w-full rounded-lg border px-3 py-2 text-base ${error ? "border-red-600" : "border-slate-400"}`,
        };
        const onChange = (value: string) => setValues((v) => ({ ...v, [field.name]: value }));
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block font-medium">
              {contact.labels[field.name]}
            </label>
            {field.type === "textarea" ? (
              <textarea {...shared} rows={6} onChange={(e) => onChange(e.target.value)} />
            ) : (
              <input {...shared} type={field.type} autoComplete={field.autoComplete} onChange={(e) => onChange(e.target.value)} />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {formError && (
        <p role="alert" data-testid="contact-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      <p className="text-sm text-slate-600">{contact.privacyNote}</p>
      <button
        type="submit"
        disabled={!hydrated || status === "sending"}
        className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {status === "sending" ? contact.sending : contact.submit}
      </button>
    </form>
  );
}
