import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { WritingReportView } from "@/components/writing/report-view";
import { AppError } from "@/lib/errors";
import { publicReport } from "@/lib/writing/service";

// A report is read per request: a revoked link must answer 404 at once.
export const dynamic = "force-dynamic";

/** The report under a share link, or Next's not-found page for an unknown or revoked one (the same answer). */
const reportFor = cache(async (token: string) => {
  try {
    return await publicReport(token);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const report = await reportFor((await params).token);
  return {
    title: `Writing report: ${report.title}`,
    description: "How this text came to be: time spent, what was typed, pasted or made by tools, and a replay.",
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/** The public writing report (/report/<token>): anyone with the link, no account. */
export default async function ReportPage({ params }: Props) {
  const report = await reportFor((await params).token);
  return <WritingReportView report={report} />;
}
