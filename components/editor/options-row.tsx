"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { OPTION_LABELS, OPTION_LISTS, optionChoiceName, type OptionKey } from "@/lib/options";
import { useEditor } from "./editor-context";
import { OPTION_TRIGGER_CLASS } from "./option-styles";

// Six Radix menus cost a lot of hydration on every tool page; each loads when its button is first used.
const OptionMenu = dynamic(() => import("./option-menu").then((m) => m.OptionMenu), {
  loading: () => <div className={`${OPTION_TRIGGER_CLASS} animate-pulse`} aria-hidden="true" />,
});

const KEYS = Object.keys(OPTION_LISTS) as OptionKey[];

export function OptionsRow() {
  return (
    // On a phone the six options are one row that scrolls sideways, so the text and the action button
    // stay on the first screen; wider screens show them all as a grid.
    <div
      className="flex gap-3 overflow-x-auto border-b border-slate-200 p-3 sm:grid sm:grid-cols-3 sm:overflow-visible lg:grid-cols-6"
      data-testid="options-row"
    >
      {KEYS.map((key) => (
        <OptionSelect key={key} optionKey={key} />
      ))}
    </div>
  );
}

function OptionSelect({ optionKey }: { optionKey: OptionKey }) {
  const value = useEditor((s) => s.options[optionKey]);
  const [active, setActive] = useState(false);
  const labelId = `option-${optionKey}-label`;
  const open = () => setActive(true);
  return (
    <div className="flex w-36 shrink-0 flex-col gap-1 sm:w-auto">
      <label id={labelId} className="text-xs font-medium text-slate-600">
        {OPTION_LABELS[optionKey]}
      </label>
      {active ? (
        <OptionMenu optionKey={optionKey} labelId={labelId} />
      ) : (
        <button
          type="button"
          aria-labelledby={`${labelId} ${labelId}-value`}
          aria-haspopup="listbox"
          aria-expanded={false}
          data-testid={`option-${optionKey}`}
          onClick={open}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              open();
            }
          }}
          className={OPTION_TRIGGER_CLASS}
        >
          <span id={`${labelId}-value`}>{optionChoiceName(value ?? OPTION_LISTS[optionKey][0])}</span>
          <span aria-hidden="true">▾</span>
        </button>
      )}
    </div>
  );
}
