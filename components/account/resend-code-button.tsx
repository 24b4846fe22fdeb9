"use client";

import { useEffect, useState } from "react";
import { linkButton } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import { RESEND_CODE_COOLDOWN_SECONDS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";

/**
 * "Resend code" for a step waiting on an emailed code. A code was just sent when this appears, so it
 * starts with a short wait, and waits again after each resend; the server caps the mails as well.
 */
export function ResendCodeButton({ send, disabled = false }: { send(): Promise<unknown>; disabled?: boolean }) {
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(sentAt);
  const [busy, setBusy] = useState(false);
  const secondsLeft = Math.max(0, Math.ceil(RESEND_CODE_COOLDOWN_SECONDS - (now - sentAt) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) return;
    const tick = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(tick);
  }, [now, secondsLeft]);

  const resend = async () => {
    setBusy(true);
    try {
      await send();
      const sent = Date.now();
      setSentAt(sent);
      setNow(sent);
      notify(MESSAGES.codeResent, "success");
    } catch (error) {
      notify({ title: "Error", content: error instanceof ApiError ? error.message : MESSAGES.signupFailed.content }, "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${linkButton} self-start text-sm disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline`}
      onClick={resend}
      disabled={disabled || busy || secondsLeft > 0}
    >
      {busy ? "Sending..." : secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : "Resend code"}
    </button>
  );
}
