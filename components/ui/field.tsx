import { useId, useState, type ChangeEvent, type InputHTMLAttributes } from "react";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the input and read with it (aria-describedby). */
  hint?: string;
  invalid?: boolean;
}

/** A labelled text input. */
export function Field({ label, hint, invalid, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`h-10 rounded-lg border px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 ${invalid ? "border-red-600" : "border-slate-300"} ${className ?? ""}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={`text-xs ${invalid ? "text-red-700" : "text-slate-600"}`}>
          {hint}
        </p>
      )}
    </div>
  );
}

export const linkButton = "font-semibold text-brand-700 underline-offset-2 hover:underline";

/** A 6-digit one-time code from an email. */
export function CodeField(props: Omit<FieldProps, "inputMode" | "autoComplete" | "pattern" | "required">) {
  return <Field inputMode="numeric" autoComplete="one-time-code" required pattern="\d{6}" {...props} />;
}

/** A form's text values, and `bind(name)`: the value and onChange props of that field's input. */
export function useFields<T extends Record<string, string>>(initial: T | (() => T)) {
  const [values, setValues] = useState(initial);
  const bind = (name: keyof T) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  return [values, bind] as const;
}
