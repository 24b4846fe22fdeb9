"use client";

/** An on/off switch with its label beside it; the knob sits inside its track, left when off, right when on. */
export function Switch({
  checked,
  onChange,
  label,
  disabled = false,
  className = "",
}: {
  checked: boolean;
  onChange(on: boolean): void;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`inline-flex items-center gap-2 text-sm font-medium text-slate-700 disabled:cursor-not-allowed ${className}`}
    >
      <span
        data-testid="switch-track"
        className={`relative block h-5 w-9 shrink-0 rounded-full transition-colors ${checked ? "bg-brand-600" : "bg-slate-300"}`}
      >
        <span
          data-testid="switch-knob"
          className={`absolute left-0 top-0.5 block h-4 w-4 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-[1.125rem]" : "translate-x-0.5"}`}
        />
      </span>
      {label}
    </button>
  );
}
