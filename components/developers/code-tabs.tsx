"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import type { CodeSamples } from "@/lib/api/code-samples";

const LANGUAGES = [
  ["curl", "curl"],
  ["python", "Python"],
  ["javascript", "JavaScript"],
] as const;

const tab = "rounded-t-md px-3 py-1.5 text-xs font-semibold text-slate-300 data-[state=active]:bg-slate-800 data-[state=active]:text-white";

/** An endpoint's example call in three languages, each copyable in one click. */
export function CodeTabs({ samples, label }: { samples: CodeSamples; label: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (language: keyof CodeSamples) => {
    try {
      await navigator.clipboard.writeText(samples[language]);
      setCopied(language);
      setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied(null);
    }
  };
  return (
    <Tabs.Root defaultValue="curl" className="overflow-hidden rounded-lg bg-slate-900">
      <Tabs.List aria-label={`${label} example`} className="flex gap-1 border-b border-slate-700 px-2 pt-2">
        {LANGUAGES.map(([value, name]) => (
          <Tabs.Trigger key={value} value={value} className={tab}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LANGUAGES.map(([value, name]) => (
        <Tabs.Content key={value} value={value} className="relative">
          <button
            type="button"
            onClick={() => copy(value)}
            className="absolute right-2 top-2 rounded-md bg-slate-700 px-2 py-1 text-xs font-semibold text-white hover:bg-slate-600"
            aria-label={`Copy the ${name} example of ${label}`}
          >
            {copied === value ? "Copied" : "Copy"}
          </button>
          <pre className="overflow-x-auto p-4 pr-20 text-xs leading-relaxed text-slate-100" data-testid={`sample-${value}`}>
            <code>{samples[value]}</code>
          </pre>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
