import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

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
      <Button onClick={action.onClick} disabled={action.busy || action.disabled} tone="primary" data-testid={action.testId}>
        {action.busy ? action.busyLabel : action.label}
      </Button>
    </div>
  );
}
