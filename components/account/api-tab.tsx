"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { useUiStore } from "@/components/layout/ui-store";
import { notify } from "@/components/ui/toast";
import { useBusy } from "@/components/ui/use-busy";
import { ApiError } from "@/lib/client/api";
import { apiKeysApi, type ApiKeySummary } from "@/lib/client/api-keys";
import { API_KEY_NAME_MAX_CHARS, MAX_LIVE_API_KEYS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { Button } from "@/components/ui/button";

// recharts is large: it loads only when a user with keys opens this tab.
const ApiUsageChart = dynamic(() => import("./api-usage-chart"), {
  ssr: false,
  loading: () => <p className="text-slate-600">Loading usage…</p>,
});

const when = (ms: number | null) =>
  ms === null ? "Never" : new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
/** A failed request's toast: the server's words for a client error, else the action's own. */
const failed = (title: string) => (error: unknown) =>
  notify({ title, content: error instanceof ApiError && error.status < 500 ? error.message : title }, "error");

/** The profile modal's API tab: create keys (the secret shown once), list them with their last use, revoke them, and their usage. */
export function ApiTab() {
  const [keys, setKeys] = useState<ApiKeySummary[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [name, setName] = useState("");
  const [busy, run] = useBusy();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [usageVersion, setUsageVersion] = useState(0);
  const closeModal = useUiStore((s) => s.closeModal);

  const load = useCallback(
    () =>
      apiKeysApi
        .list()
        .then(({ keys }) => {
          setKeys(keys);
          setLoadFailed(false);
          setUsageVersion((v) => v + 1);
        })
        .catch(() => setLoadFailed(true)),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const create = (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return notify({ title: "Error", content: MESSAGES.apiKeyNameRequired }, "warning");
    return run(async () => {
      const made = await apiKeysApi.create(name.trim());
      setCreated({ name: made.name, key: made.key });
      setName("");
      await load();
    }, failed(MESSAGES.apiKeyCreateFailed));
  };

  const revoke = (id: string) =>
    run(async () => {
      await apiKeysApi.revoke(id);
      setConfirming(null);
      await load();
    }, failed(MESSAGES.apiKeyRevokeFailed));

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify({ title: "Copied", content: "The key is on your clipboard." }, "success");
    } catch {
      notify(MESSAGES.clipboardDenied, "warning");
    }
  };

  const full = keys !== null && keys.length >= MAX_LIVE_API_KEYS;
  return (
    <div className="space-y-5 text-sm text-slate-800">
      <p className="text-slate-700">
        Use the checker and the rewriter from your own code with an API key. Keys share your plan&apos;s limits.{" "}
        <Link href="/developers" onClick={closeModal} className="font-semibold text-brand-700 underline">
          Read the API documentation
        </Link>
      </p>

      <form onSubmit={create} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1">
          <span className="text-xs font-medium text-slate-600">New key name</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={API_KEY_NAME_MAX_CHARS}
            placeholder="e.g. Grading script"
            className="h-9 rounded-lg border border-slate-300 px-3"
            data-testid="api-key-name"
          />
        </label>
        <Button type="submit" disabled={busy || full} tone="primary" size="md">
          Create key
        </Button>
      </form>
      {full && <p className="text-xs text-slate-600">{MESSAGES.apiKeyLimit}</p>}

      {created && (
        <div role="status" className="space-y-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3" data-testid="api-key-created">
          <p className="font-semibold">
            {created.name}: {MESSAGES.apiKeyShownOnce}
          </p>
          <div className="flex items-center gap-2">
            <code className="flex-1 break-all rounded bg-white px-2 py-1 font-mono text-xs" data-testid="api-key-secret">
              {created.key}
            </code>
            <Button onClick={() => copy(created.key)}>Copy</Button>
          </div>
          <button type="button" onClick={() => setCreated(null)} className="text-xs font-semibold text-slate-600 underline">
            I have saved it
          </button>
        </div>
      )}

      {loadFailed && <p role="alert">Could not load your API keys. Close and reopen your profile to try again.</p>}
      {keys === null && !loadFailed && <p className="text-slate-600">Loading…</p>}
      {keys?.length === 0 && <p className="text-slate-600">You have no API keys yet.</p>}
      {keys && keys.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="api-keys">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center" data-testid="api-key-row">
              <div className="flex-1">
                <p className="font-semibold">{key.name}</p>
                <p className="font-mono text-xs text-slate-600">{key.prefix}…</p>
                <p className="text-xs text-slate-600">
                  Created {when(key.createdAt)} · Last used <span data-testid="api-key-last-used">{when(key.lastUsedAt)}</span>
                </p>
              </div>
              {confirming === key.id ? (
                <div className="flex gap-2">
                  <Button disabled={busy} onClick={() => revoke(key.id)} tone="dangerSolid">
                    Revoke {key.name}
                  </Button>
                  <Button onClick={() => setConfirming(null)}>Keep</Button>
                </div>
              ) : (
                <Button onClick={() => setConfirming(key.id)} tone="danger" className="self-start sm:self-auto">
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {keys && keys.length > 0 && <ApiUsageChart version={usageVersion} onRefresh={() => void load()} />}
    </div>
  );
}
