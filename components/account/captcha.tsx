"use client";

import { Turnstile, type TurnstileInstance } from "@marsidev/react-turnstile";
import { forwardRef, useImperativeHandle, useRef, useState } from "react";
import { publicConfig } from "@/lib/public-config";

interface CaptchaHandle {
  reset(): void;
}

const captchaEnabled = publicConfig.turnstileSiteKey !== null;

/** Cloudflare Turnstile when configured; otherwise nothing to pass, and development says so. */
const Captcha = forwardRef<CaptchaHandle, { onToken(token: string | null): void }>(function Captcha({ onToken }, ref) {
  const widget = useRef<TurnstileInstance | null>(null);
  useImperativeHandle(ref, () => ({
    reset() {
      onToken(null);
      widget.current?.reset();
    },
  }));
  if (!publicConfig.turnstileSiteKey) {
    return process.env.NODE_ENV === "production" ? null : (
      <p className="text-xs text-slate-600" data-testid="captcha-off">
        Captcha is off in development (set the Turnstile keys to turn it on).
      </p>
    );
  }
  return (
    <Turnstile
      ref={widget}
      siteKey={publicConfig.turnstileSiteKey}
      onSuccess={onToken}
      onExpire={() => onToken(null)}
      onError={() => onToken(null)}
    />
  );
});

/** A form's captcha: its widget, its token while valid, and the reset after each try (a token is good once). */
export function useCaptcha() {
  const [token, setToken] = useState<string | null>(null);
  const handle = useRef<CaptchaHandle>(null);
  return {
    widget: <Captcha ref={handle} onToken={setToken} />,
    token: token ?? undefined,
    missing: captchaEnabled && !token,
    reset: () => handle.current?.reset(),
  };
}
