"use client";

import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { SignedInOnly } from "@/components/account/signed-in-only";
import { useUiStore } from "@/components/layout/ui-store";
import { notify } from "@/components/ui/toast";
import { useBusy } from "@/components/ui/use-busy";
import { ApiError } from "@/lib/client/api";
import { writingApi } from "@/lib/client/writing-api";
import { dropKept } from "@/lib/client/writing-queue";
import { WRITING_DOCS_FREE, WRITING_TITLE_MAX_CHARS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import type { DocumentSummary } from "@/lib/writing/types";
import { HeadingBar } from "./heading-bar";
import { failure } from "./ui";
import { WritingEditor } from "./writing-editor";
import { Button } from "@/components/ui/button";

const docFromUrl = () => (typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("doc"));

/** The writing space (/write): the signed-in writer's documents, and one open in the recording editor. */
export function WritingSpace() {
  const note = (
    <>
      Nothing is recorded until you open a document here.{" "}
      <Link href="/privacy" className="text-brand-700 underline underline-offset-2">
        What a writing report records
      </Link>
    </>
  );
  return (
    <SignedInOnly message={MESSAGES.writingNeedsAccount} testId="writing-sign-in" note={note}>
      {(user) => <SignedInWritingSpace key={user.id} pro={user.pro} />}
    </SignedInOnly>
  );
}

function SignedInWritingSpace({ pro }: { pro: boolean }) {
  const [documents, setDocuments] = useState<DocumentSummary[] | null>(null);
  // Rendered only in the browser (after the session is known), so the address can be read at once.
  const [openId, setOpenId] = useState<string | null>(docFromUrl);
  const [creating, runCreating] = useBusy();
  const openModal = useUiStore((s) => s.openModal);

  const load = useCallback(
    () =>
      writingApi.list().then(setDocuments, (error) => {
        failure(error, "Could not load your documents");
        setDocuments((current) => current ?? []);
      }),
    [],
  );

  useEffect(() => {
    void load();
    const onPop = () => setOpenId(docFromUrl());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [load]);

  const open = (id: string | null) => {
    window.history.pushState(null, "", id ? `/write?doc=${encodeURIComponent(id)}` : "/write");
    setOpenId(id);
    if (!id) void load();
  };

  const create = () =>
    runCreating(
      async () => {
        const document = await writingApi.create();
        setDocuments((list) => [document, ...(list ?? [])]);
        open(document.id);
      },
      (error) => {
        if (error instanceof ApiError && error.code === "writing_limit") {
          notify({ title: "Document limit reached", content: error.message }, "warning", {
            label: "See plans",
            onClick: () => openModal("pricing"),
          });
        } else failure(error, "Could not create a document");
      },
    );

  if (openId) return <WritingEditor key={openId} documentId={openId} onClose={() => open(null)} />;

  return (
    <section aria-labelledby="writing-documents" className="space-y-4">
      <HeadingBar
        id="writing-documents"
        level="h2"
        title="Your documents"
        action={{ label: "New document", busyLabel: "Creating…", busy: creating, onClick: create, testId: "writing-new" }}
      >
        {pro ? "Pro: as many documents as you like." : `A free account keeps ${WRITING_DOCS_FREE} documents.`}{" "}
        <Link href="/privacy" className="text-brand-700 underline underline-offset-2">
          What is recorded
        </Link>
      </HeadingBar>
      {documents === null ? (
        <ul aria-label="Loading your documents" className="space-y-3">
          {[0, 1].map((i) => (
            <li key={i} className="h-20 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </ul>
      ) : documents.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          No documents yet. Start one, write as you normally would, and share its writing report when you hand the text in.
        </p>
      ) : (
        <ul className="space-y-3" data-testid="writing-documents">
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              onOpen={() => open(document.id)}
              onRenamed={(renamed) => setDocuments((list) => list?.map((d) => (d.id === renamed.id ? { ...d, ...renamed } : d)) ?? null)}
              onDeleted={() => setDocuments((list) => list?.filter((d) => d.id !== document.id) ?? null)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

const dateTime = (ms: number) => new Date(ms).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

function DocumentRow({
  document,
  onOpen,
  onRenamed,
  onDeleted,
}: {
  document: DocumentSummary;
  onOpen: () => void;
  onRenamed: (document: DocumentSummary) => void;
  onDeleted: () => void;
}) {
  const [mode, setMode] = useState<"view" | "rename" | "delete">("view");
  const [title, setTitle] = useState(document.title);
  const [busy, setBusy] = useState(false);
  const links = document.reports.filter((r) => !r.revoked).length;

  const rename = async () => {
    const next = title.trim();
    if (!next || next === document.title) return setMode("view");
    setBusy(true);
    try {
      onRenamed(await writingApi.rename(document.id, next));
      setMode("view");
    } catch (error) {
      failure(error, "Could not rename the document");
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await writingApi.remove(document.id);
      dropKept(document.id);
      onDeleted();
      notify({ title: "Document deleted", content: `“${document.title}”, its record and its share links are gone.` }, "success");
    } catch (error) {
      failure(error, "Could not delete the document");
      setBusy(false);
    }
  };

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="writing-document"
    >
      {mode === "rename" ? (
        <form
          className="flex flex-1 flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void rename();
          }}
        >
          <label htmlFor={`title-${document.id}`} className="sr-only">
            Title
          </label>
          <input
            id={`title-${document.id}`}
            value={title}
            maxLength={WRITING_TITLE_MAX_CHARS}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={(e) => e.key === "Escape" && setMode("view")}
            autoFocus
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <Button type="submit" disabled={busy} tone="primary">
            Save
          </Button>
          <Button onClick={() => setMode("view")}>Cancel</Button>
        </form>
      ) : (
        <button
          type="button"
          onClick={onOpen}
          className="min-w-0 flex-1 text-left focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="block truncate font-semibold text-slate-900">{document.title}</span>
          <span className="block text-sm text-slate-600">
            {document.words.toLocaleString("en-US")} words · edited {dateTime(document.updatedAt)}
            {links > 0 && ` · ${links} share link${links === 1 ? "" : "s"}`}
          </span>
        </button>
      )}
      {mode === "delete" ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Confirm deletion">
          <span className="text-sm text-slate-700">Delete it with its record and share links?</span>
          <Button onClick={remove} disabled={busy} tone="dangerSolid">
            Delete
          </Button>
          <Button onClick={() => setMode("view")}>Keep</Button>
        </div>
      ) : (
        mode === "view" && (
          <div className="flex gap-2">
            <Button onClick={onOpen} tone="primary">
              Open
              <span className="sr-only"> “{document.title}”</span>
            </Button>
            <Button onClick={() => setMode("rename")}>
              Rename
              <span className="sr-only"> “{document.title}”</span>
            </Button>
            <Button onClick={() => setMode("delete")}>
              Delete
              <span className="sr-only"> “{document.title}”</span>
            </Button>
          </div>
        )
      )}
    </li>
  );
}
