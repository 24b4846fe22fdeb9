"use client";

import * as Select from "@radix-ui/react-select";
import { useUiStore } from "@/components/layout/ui-store";
import { notify } from "@/components/ui/toast";
import {
  isOptionFree,
  MOBILE_HIDDEN_LENGTH_VALUES,
  OPTION_LABELS,
  OPTION_LISTS,
  UNSET_OPTION_VALUES,
  type OptionKey,
  type OptionValue,
  type PromptOptions,
} from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { useEditor } from "./editor-context";
import { MOBILE_QUERY, useMediaQuery } from "./use-media-query";

const KEYS = Object.keys(OPTION_LISTS) as OptionKey[];

export function OptionsRow() {
  return (
    <div className="grid grid-cols-2 gap-3 border-b border-slate-200 p-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="options-row">
      {KEYS.map((key) => (
        <OptionSelect key={key} optionKey={key} />
      ))}
    </div>
  );
}

function OptionSelect<K extends OptionKey>({ optionKey }: { optionKey: K }) {
  const value = useEditor((s) => s.options[optionKey]);
  const pro = useEditor((s) => s.pro);
  const setOption = useEditor((s) => s.setOption);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const openModal = useUiStore((s) => s.openModal);
  const list = OPTION_LISTS[optionKey] as readonly OptionValue<K>[];
  const choices = optionKey === "length" && mobile ? list.filter((v) => !MOBILE_HIDDEN_LENGTH_VALUES.includes(v)) : list;
  const id = `option-${optionKey}`;

  const choose = (next: string) => {
    const choice = next as OptionValue<K>;
    if (!pro && !isOptionFree(optionKey, choice)) {
      notify(MESSAGES.upgrade, "warning");
      openModal("pricing");
      return;
    }
    setOption(optionKey, (UNSET_OPTION_VALUES.includes(choice) ? undefined : choice) as PromptOptions[K]);
  };

  return (
    <div className="flex flex-col gap-1">
      <label id={`${id}-label`} className="text-xs font-medium text-slate-600">
        {OPTION_LABELS[optionKey]}
      </label>
      <Select.Root value={value ?? list[0]} onValueChange={choose}>
        <Select.Trigger
          aria-labelledby={`${id}-label`}
          data-testid={id}
          className="flex h-9 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:border-slate-400"
        >
          <Select.Value />
          <Select.Icon aria-hidden="true">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content position="popper" sideOffset={4} className="z-50 max-h-72 min-w-40 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
            <Select.Viewport className="p-1">
              {choices.map((choice) => {
                const locked = !pro && !isOptionFree(optionKey, choice);
                return (
                  <Select.Item
                    key={choice}
                    value={choice}
                    className="flex cursor-pointer select-none items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
                  >
                    <Select.ItemText>{choice}</Select.ItemText>
                    {locked && (
                      <span className="text-xs text-amber-700" aria-label="Pro only">
                        <LockIcon /> Pro
                      </span>
                    )}
                  </Select.Item>
                );
              })}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-0.5 inline h-3 w-3" fill="currentColor">
      <path d="M12 2a5 5 0 00-5 5v3H6a2 2 0 00-2 2v8a2 2 0 002 2h12a2 2 0 002-2v-8a2 2 0 00-2-2h-1V7a5 5 0 00-5-5zm-3 8V7a3 3 0 016 0v3H9z" />
    </svg>
  );
}
