import type { ReactNode } from "react";
import { primaryButton } from "./ui";

interface Action {
  label: string;
  /** Shown instead of the label while the action runs. */
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
}

/** A section's heading and what it is about, with the section's main action (a button) beside them. */
export function HeadingBar({
  id,
  level,
  title,
  action,
  children,
}: {
  id: string;
  level: "h2" | "h3";
  title: string;
  action: Action;
  children: ReactNode;
}) {
  const Heading = level;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <Heading id={id} className={level === "h2" ? "text-xl font-bold text-slate-900" : "font-bold text-slate-900"}>
          {title}
        </Heading>
        <p className="text-sm text-slate-600">{children}</p>
      </div>
      <button
        type="button"
        onClick={action.onClick}
        disabled={action.busy || action.disabled}
        className={primaryButton}
        data-testid={action.testId}
      >
        {action.busy ? action.busyLabel : action.label}
      </button>
    </div>
  );
}
