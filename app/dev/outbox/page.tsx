import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { config } from "@/lib/config";
import { getStore } from "@/lib/db";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Development outbox", robots: { index: false } };

/** Mail the outbox provider "sent": test mode only (DESIGN.md section 2), a 404 otherwise. */
export default async function OutboxPage() {
  if (!config().testProvidersAllowed) notFound();
  const messages = await (await getStore()).outbox.list({ limit: 50 });
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold">Development outbox</h1>
      <p className="mt-2 text-sm text-slate-700">
        Test mode: email is stored here instead of being sent. The 50 newest messages, newest first.
      </p>
      {messages.length === 0 && <p className="mt-6 text-slate-700">No messages yet.</p>}
      <ol className="mt-6 space-y-4">
        {messages.map((m) => (
          <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="outbox-message">
            <p className="text-sm text-slate-600">
              {new Date(m.createdAt).toISOString()} · {m.kind} · to <span data-testid="outbox-to">{m.to}</span>
            </p>
            <h2 className="mt-1 font-semibold">{m.subject}</h2>
            <pre className="mt-2 whitespace-pre-wrap font-sans text-sm text-slate-800">{m.text}</pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
