"use client";

import { useEffect, useState } from "react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { apiKeysApi, type ApiKeyUsageSeries } from "@/lib/client/api-keys";
import { API_USAGE_DAYS } from "@/lib/limits";
import { Button } from "@/components/ui/button";

/** Requests (bars) and words (line) per day over the last 30 days, for one API key at a time. */
export default function ApiUsageChart({ version, onRefresh }: { version: number; onRefresh: () => void }) {
  const [usage, setUsage] = useState<ApiKeyUsageSeries | null>(null);
  const [failed, setFailed] = useState(false);
  const [keyId, setKeyId] = useState<string | null>(null);

  useEffect(() => {
    apiKeysApi
      .usage()
      .then((u) => {
        setUsage(u);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [version]);

  if (failed) return <p role="alert">Could not load the usage of your keys.</p>;
  if (!usage || usage.keys.length === 0) return null;
  const key = usage.keys.find((k) => k.id === keyId) ?? usage.keys[0]!;
  const data = usage.days.map((day, i) => ({ day: day.slice(5), requests: key.requests[i], words: key.words[i] }));
  const totalRequests = key.requests.reduce((a, b) => a + b, 0);
  const totalWords = key.words.reduce((a, b) => a + b, 0);

  return (
    <section aria-labelledby="api-usage-heading" className="space-y-2" data-testid="api-usage">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="api-usage-heading" className="flex-1 font-semibold">
          Usage, last {API_USAGE_DAYS} days
        </h3>
        <label className="flex items-center gap-1 text-xs">
          <span className="text-slate-600">Key</span>
          <select
            value={key.id}
            onChange={(e) => setKeyId(e.target.value)}
            className="h-8 rounded-md border border-slate-300 px-2"
            data-testid="api-usage-key"
          >
            {usage.keys.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name} ({k.prefix}…)
              </option>
            ))}
          </select>
        </label>
        <Button onClick={onRefresh} size="xs" className="h-8">
          Refresh
        </Button>
      </div>
      <p className="text-xs text-slate-600" data-testid="api-usage-totals">
        {totalRequests} {totalRequests === 1 ? "request" : "requests"}, {totalWords} words
      </p>
      <div
        className="h-56 w-full"
        role="img"
        aria-label={`${key.name}: ${totalRequests} requests and ${totalWords} words in the last ${API_USAGE_DAYS} days`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="day" tick={{ fontSize: 10 }} interval="preserveStartEnd" />
            <YAxis yAxisId="requests" allowDecimals={false} tick={{ fontSize: 10 }} width={32} />
            <YAxis yAxisId="words" orientation="right" allowDecimals={false} tick={{ fontSize: 10 }} width={40} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar yAxisId="requests" dataKey="requests" name="Requests" fill="#4f46e5" isAnimationActive={false} />
            <Line yAxisId="words" dataKey="words" name="Words" stroke="#d97706" dot={false} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
