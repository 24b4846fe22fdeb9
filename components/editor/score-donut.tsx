"use client";

import { Cell, Pie, PieChart } from "recharts";

/** The AI probability as a donut; loaded only on the checker, after a result exists. */
export default function ScoreDonut({ score, color }: { score: number; color: string }) {
  return (
    <div className="relative h-40 w-40" aria-hidden="true">
      <PieChart width={160} height={160}>
        <Pie
          data={[{ value: score }, { value: 100 - score }]}
          dataKey="value"
          innerRadius={52}
          outerRadius={72}
          startAngle={90}
          endAngle={-270}
          stroke="none"
          isAnimationActive={false}
        >
          <Cell fill={color} />
          <Cell fill="#e2e8f0" />
        </Pie>
      </PieChart>
      <span className="absolute inset-0 flex items-center justify-center text-3xl font-bold" style={{ color }}>
        {score}%
      </span>
    </div>
  );
}
