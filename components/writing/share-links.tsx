"use client";

import { useState } from "react";
import { notify } from "@/components/ui/toast";
import { useBusy } from "@/components/ui/use-busy";
import { writingApi } from "@/lib/client/writing-api";
import type { WritingSession } from "@/lib/client/writing-session";
import type { ReportSummary } from "@/lib/writing/types";
import { HeadingBar } from "./heading-bar";
import { failure } from "./ui";
import { Button } from "@/components/ui/button";

const absolute = (url: string) => (typeof window === "undefined" ? url : new URL(url, window.location.origin).toString());

/** Share a writing report (a link anyone can open, frozen as the document is now) and the document's links, with Revoke. */
export function ShareLinks({
  documentId,
  session,
  reports,
  onReports,
  disabled,
}: {
  documentId: string;
  session: WritingSession;
  reports: ReportSummary[];
  onReports: (reports: ReportSummary[]) => void;
  disabled: boolean;
}) {
  const [sharing, runSharing] = useBusy();
  const [revoking, setRevoking] = useState<string | null>(null);

  const share = () =>
    runSharing(
      async () => {
        // A report freezes what the server has: every change must be there first.
        if (!(await session.whenSaved())) {
          return notify(
            {
              title: "Not shared yet",
              content: "Your latest changes have not reached the server. Check your connection; the report is made once they are saved.",
            },
            "warning",
          );
        }
        const report = await writingApi.share(documentId);
        onReports([report, ...reports]);
        await copy(report.url, "Link created and copied");
      },
      (error) => failure(error, "Could not share the report"),
    );

  const revoke = async (token: string) => {
    setRevoking(token);
    try {
      await writingApi.revoke(token);
      onReports(reports.map((r) => (r.token === token ? { ...r, revoked: true } : r)));
      notify({ title: "Link revoked", content: "Anyone who opens it now finds nothing." }, "success");
    } catch (error) {
      failure(error, "Could not revoke the link");
    } finally {
      setRevoking(null);
    }
  };

  return (
    <section aria-labelledby="writing-share" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <HeadingBar
        id="writing-share"
        level="h3"
        title="Writing report"
        action={{
          label: "Share a writing report",
          busyLabel: "Sharing…",
          busy: sharing,
          disabled,
          onClick: share,
          testId: "writing-share",
        }}
      >
        A link anyone can open without an account. It shows the document as it is when you share it; later changes need a new link.
      </HeadingBar>
      {reports.length > 0 && (
        <ul className="divide-y divide-slate-100" data-testid="writing-links">
          {reports.map((report) => (
            <li
              key={report.token}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
              data-testid="writing-link"
            >
              <div className="min-w-0">
                {report.revoked ? (
                  <span className="block truncate text-sm text-slate-500 line-through">{absolute(report.url)}</span>
                ) : (
                  <a
                    href={report.url}
                    target="_blank"
                    rel="noopener"
                    className="block truncate text-sm font-medium text-brand-700 underline underline-offset-2"
                    data-testid="writing-link-url"
                  >
                    {absolute(report.url)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
                <span className="text-xs text-slate-600">
                  Shared {new Date(report.createdAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}
                  {report.revoked && " · revoked"}
                </span>
              </div>
              {!report.revoked && (
                <div className="flex gap-2">
                  <Button onClick={() => copy(report.url)}>Copy link</Button>
                  <Button onClick={() => revoke(report.token)} disabled={revoking === report.token} data-testid="writing-revoke">
                    {revoking === report.token ? "Revoking…" : "Revoke"}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

async function copy(url: string, title = "Link copied") {
  try {
    await navigator.clipboard.writeText(absolute(url));
    notify({ title, content: "Send it to whoever should see how your text was written." }, "success");
  } catch {
    notify({ title: title === "Link copied" ? "Could not copy" : "Link created", content: "Copy the link from the list below." }, "info");
  }
}
