import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** An alert about text the saved record does not have, shown read-only for the writer to copy, with its next step (action). */
export function KeptTextAlert({
  testId,
  heading,
  text,
  textLabel,
  copyLabel,
  onCopy,
  action,
  children,
}: {
  testId: string;
  heading: string;
  text: string;
  textLabel: string;
  copyLabel: string;
  onCopy: (text: string) => void;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid={testId}>
      <p className="font-semibold">{heading}</p>
      {children}
      <textarea
        readOnly
        value={text}
        aria-label={textLabel}
        className="h-32 w-full rounded-md border border-amber-300 bg-white p-2 text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onCopy(text)}>{copyLabel}</Button>
        {action}
      </div>
    </div>
  );
}
