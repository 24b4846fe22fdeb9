"use client";

import * as Select from "@radix-ui/react-select";
import { useUiStore } from "@/components/layout/ui-store";
import { notify } from "@/components/ui/toast";
import { isOptionFree } from "@/lib/limits";
import {
  isChoiceAvailableOffline,
  MOBILE_HIDDEN_LENGTH_VALUES,
  OPTION_LISTS,
  optionChoiceName,
  UNSET_OPTION_VALUES,
  type OptionKey,
  type OptionValue,
  type PromptOptions,
} from "@/lib/options";
import { MESSAGES } from "@/lib/messages";
import { useEditor } from "./editor-context";
import { OPTION_TRIGGER_CLASS } from "./option-styles";
import { MOBILE_QUERY, useMediaQuery } from "./use-media-query";

/** The Radix menu of one option, loaded and opened on the first interaction with its button. */
export function OptionMenu<K extends OptionKey>({ optionKey, labelId }: { optionKey: K; labelId: string }) {
  const value = useEditor((s) => s.options[optionKey]);
  const pro = useEditor((s) => s.pro);
  const offline = useEditor((s) => s.engine === "offline");
  const setOption = useEditor((s) => s.setOption);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const openModal = useUiStore((s) => s.openModal);
  const list = OPTION_LISTS[optionKey] as readonly OptionValue<K>[];
  const choices = optionKey === "length" && mobile ? list.filter((v) => !MOBILE_HIDDEN_LENGTH_VALUES.includes(v)) : list;

  // Shown, but not choosable, with the reason: better than a failure after the click.
  const unavailable = (choice: string) => offline && !isChoiceAvailableOffline(optionKey, choice);
  const anyUnavailable = choices.some(unavailable);

  const choose = (next: string) => {
    const choice = next as OptionValue<K>;
    if (!pro && !isOptionFree(optionKey, choice)) {
      // The spec asks for the toast only; its button opens the plans for whoever wants them.
      notify(MESSAGES.upgrade, "warning", { label: "See plans", onClick: () => openModal("pricing") });
      return;
    }
    setOption(optionKey, (UNSET_OPTION_VALUES.includes(choice) ? undefined : choice) as PromptOptions[K]);
  };

  return (
    // Radix puts a hidden native <select> beside the button, absolutely placed: without a positioned box around
    // it, it escapes the phone's sideways-scrolling options row, the page grows wider than the screen, the phone
    // zooms out, and the menu's scroll lock takes the extra width for a scrollbar to make up for (a body margin
    // of hundreds of pixels, the page squeezed into a strip).
    <div className="relative">
      <Select.Root defaultOpen value={value ?? list[0]} onValueChange={choose}>
        <Select.Trigger
          aria-labelledby={`${labelId} ${labelId}-value`}
          data-testid={`option-${optionKey}`}
          className={OPTION_TRIGGER_CLASS}
        >
          <Select.Value id={`${labelId}-value`} />
          <Select.Icon aria-hidden="true">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-72 min-w-40 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
          >
            <Select.Viewport className="p-1">
              {choices.map((choice) => {
                const off = unavailable(choice);
                const locked = !off && !pro && !isOptionFree(optionKey, choice);
                return (
                  <Select.Item
                    key={choice}
                    value={choice}
                    disabled={off}
                    className="flex cursor-pointer select-none items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[highlighted]:bg-brand-50"
                  >
                    <Select.ItemText>{optionChoiceName(choice)}</Select.ItemText>
                    {off && <span className="text-xs text-slate-600">Needs AI provider</span>}
                    {locked && (
                      <span className="text-xs text-amber-700" aria-label="Pro only">
                        <LockIcon /> Pro
                      </span>
                    )}
                  </Select.Item>
                );
              })}
            </Select.Viewport>
            {anyUnavailable && (
              <p data-testid="option-unavailable-reason" className="max-w-64 border-t border-slate-200 px-3 py-2 text-xs text-slate-600">
                {optionKey === "language" ? MESSAGES.offlineLanguages : MESSAGES.offlineExtend}
              </p>
            )}
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
