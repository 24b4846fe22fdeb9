"use client";

import { useEffect, useState } from "react";
import type { BatchRead } from "@/lib/batch/read";
import { uniqueNames } from "@/lib/batch/read";
import { ApiError } from "@/lib/client/api";
import { batchApi } from "@/lib/client/batch";
import { BATCH_FILES_AT_ONCE, BATCH_READ_AHEAD } from "@/lib/tuning";
import { MESSAGES } from "@/lib/messages";
import type { BatchRow, BatchStoreApi } from "./batch-store";

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

/**
 * Runs a batch: each row is read (in a worker thread), then checked by the server, BATCH_FILES_AT_ONCE rows at
 * a time, so the page stays responsive and the server's cores are shared. Reading runs up to
 * BATCH_READ_AHEAD files ahead of checking, so the device reads the next files while the server checks
 * these. Every row ends "done", with a verdict or why it has none: nothing is left spinning.
 */
class BatchRunner {
  private worker: Worker | null = null;
  /** Reads asked of the worker and not yet answered: the file's name, and where its reads go. */
  private readonly waiting = new Map<number, { name: string; resolve: (reads: BatchRead[]) => void }>();
  private readId = 0;
  /** Rows being checked (or waiting for their read to be checked). */
  private readonly running = new Set<number>();
  /** Reads started ahead of their row's check, by row key. */
  private readonly readsAhead = new Map<number, Promise<BatchRead[]>>();
  private readonly controllers = new Set<AbortController>();
  private creating: Promise<string> | null = null;

  constructor(
    private readonly store: BatchStoreApi,
    private readonly defaultName: () => string,
    /** Told the free checks left after each check (null for Pro), so the page can say when none are. */
    private readonly onUsesLeft: (usesLeft: number | null) => void,
  ) {}

  add(sources: { name: string; source: File | string }[]) {
    const names = uniqueNames(
      sources.map((s) => s.name),
      this.store.getState().rows.map((r) => r.name),
    );
    this.store.getState().add(sources.map((s, i) => ({ ...s, ...names[i]! })));
    this.pump();
  }

  /** Stops the rest: rows not yet checked end as cancelled, checks under way are withdrawn. */
  cancel() {
    const { rows, update } = this.store.getState();
    for (const row of rows)
      if (row.status === "queued" || row.status === "reading") update(row.key, { status: "done", problem: "batchCancelled", source: null });
    for (const controller of this.controllers) controller.abort();
    this.readsAhead.clear();
  }

  /** Starts the reader (and its Word and PDF parsers) before the first file comes. */
  warm() {
    this.reader();
  }

  dispose() {
    this.worker?.terminate();
    this.worker = null;
    for (const controller of this.controllers) controller.abort();
  }

  private pump() {
    const { rows, update } = this.store.getState();
    // A .zip's files (no source of their own) are checked by the .zip's own run.
    const waiting = rows.filter((r) => (r.status === "queued" || r.status === "reading") && r.source !== null && !this.running.has(r.key));
    for (const row of waiting.slice(0, BATCH_FILES_AT_ONCE - this.running.size)) {
      this.running.add(row.key);
      const read = this.readsAhead.get(row.key);
      this.readsAhead.delete(row.key);
      if (row.status === "queued") update(row.key, { status: "reading" });
      void this.run(row, read).finally(() => {
        this.running.delete(row.key);
        this.pump();
      });
    }
    for (const row of waiting) {
      if (this.readsAhead.size >= BATCH_READ_AHEAD) break;
      if (this.running.has(row.key) || this.readsAhead.has(row.key) || !(row.source instanceof File)) continue;
      update(row.key, { status: "reading" });
      this.readsAhead.set(row.key, this.read(row.source));
    }
  }

  private reader(): Worker {
    if (!this.worker) {
      this.worker = new Worker(new URL("./read-worker.ts", import.meta.url), { type: "module" });
      // pdf.js, loaded inside a worker, announces itself with a message of its own: only answers with an id are ours.
      this.worker.onmessage = (event: MessageEvent<{ id?: number; reads: BatchRead[] }>) => {
        if (event.data.id === undefined) return;
        this.waiting.get(event.data.id)?.resolve(event.data.reads);
        this.waiting.delete(event.data.id);
      };
      // A reader that dies (out of memory on a hostile file, a script that failed to load) must not leave rows
      // spinning: the files it had are unreadable, and the next read starts a new reader.
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.worker?.terminate();
        this.worker = null;
        for (const { name, resolve } of this.waiting.values()) resolve([{ name, problem: "batchUnreadable" }]);
        this.waiting.clear();
      };
    }
    return this.worker;
  }

  private read(file: File) {
    const id = ++this.readId;
    return new Promise<BatchRead[]>((resolve) => {
      this.waiting.set(id, { name: file.name, resolve });
      this.reader().postMessage({ id, file });
    });
  }

  /** The batch the rows go into: made when its first file is checked, once however many ask at once. */
  private batchId(): Promise<string> {
    const { batchId, batchName } = this.store.getState();
    if (batchId) return Promise.resolve(batchId);
    this.creating ??= batchApi
      .create(batchName || this.defaultName())
      .then((batch) => {
        this.store.getState().setBatch(batch.id, batch.name);
        return batch.id;
      })
      .finally(() => {
        this.creating = null;
      });
    return this.creating;
  }

  private async run(row: BatchRow, readAhead: Promise<BatchRead[]> | undefined) {
    const { expand, rows } = this.store.getState();
    if (typeof row.source === "string") return this.check(row.key, { name: row.name, text: row.source });
    const reads = await (readAhead ?? this.read(row.source as File));
    if (this.store.getState().rows.find((r) => r.key === row.key)?.status === "done") return; // cancelled while reading
    if (reads.length === 1 && reads[0]!.name === row.name) return this.check(row.key, reads[0]!);
    // A .zip: its files take its row's place, named apart from the rest of the batch.
    const names = uniqueNames(
      reads.map((r) => r.name),
      rows.filter((r) => r.key !== row.key).map((r) => r.name),
    );
    const keys = expand(
      row.key,
      reads.map((_, i) => ({ ...row, name: names[i]!.name, renamed: names[i]!.renamed, status: "reading" as const, source: null })),
    );
    // Read and waiting their turn: cancelling marks them, and a marked one is not checked.
    const cancelled = (key: number) => this.store.getState().rows.find((r) => r.key === key)?.status === "done";
    for (const [i, key] of keys.entries()) if (!cancelled(key)) await this.check(key, { ...reads[i]!, name: names[i]!.name });
  }

  private async check(key: number, item: BatchRead) {
    const { update } = this.store.getState();
    update(key, { status: "checking", source: null });
    const controller = new AbortController();
    this.controllers.add(controller);
    try {
      const body = "text" in item ? { name: item.name, text: item.text } : { name: item.name, problem: item.problem };
      const file = await batchApi.sendFile(await this.batchId(), body, controller.signal);
      update(key, { status: "done", words: file.words, text: file.text, detection: file.detection, problem: file.problem });
      if (file.usesLeft !== undefined) this.onUsesLeft(file.usesLeft);
    } catch (error) {
      if (error instanceof ApiError && error.code === "daily_limit_reached") this.onUsesLeft(0);
      if (isAbort(error)) update(key, { status: "done", problem: "batchCancelled" });
      else update(key, { status: "done", error: error instanceof ApiError ? error.message : MESSAGES.batchCheckFailed });
    } finally {
      this.controllers.delete(controller);
    }
  }
}

/** The page's batch runner, made once per mount and stopped when the page goes. */
export function useBatchRunner(
  store: BatchStoreApi,
  defaultName: () => string,
  onUsesLeft: (usesLeft: number | null) => void,
): BatchRunner {
  const [runner] = useState(() => new BatchRunner(store, defaultName, onUsesLeft));
  useEffect(() => {
    // The reader loads its parsers in its own thread while the teacher picks files: the page's thread is not held up.
    runner.warm();
    return () => runner.dispose();
  }, [runner]);
  return runner;
}
