"use client";

import { Turnstile, type TurnstileInstance } from "@marsidev/react-turnstile";
import { forwardRef, useImperativeHandle, useRef } from "react";
import { publicConfig } from "@/lib/public-config";

export interface CaptchaHandle {
  reset(): void;
}

export const captchaEnabled = publicConfig.turnstileSiteKey !== null;

/** Cloudflare Turnstile when configured; otherwise nothing to pass, and development says so. */
export const Captcha = forwardRef<CaptchaHandle, { onToken(token: string | null): void }>(function Captcha({ onToken }, ref) {
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
