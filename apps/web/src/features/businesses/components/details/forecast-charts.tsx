import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export type ChartKind = 'scenarios' | 'ebitda' | 'revenue' | 'users';

export interface ChartPoint {
  label: string;
  value: number;
  /** The value as people read it ("$11,600", "+16%"). */
  display: string;
  /** A short label over the bar ("$11,600"). */
  barLabel?: string;
  highlight?: boolean;
}

export interface ForecastChartProps {
  kind: ChartKind;
  data: ChartPoint[];
  /** Short axis labels ("$120K", "16%"). */
  formatTick: (value: number) => string;
  height: number;
}

const COLORS = {
  brand: '#197c4f',
  brandLight: '#80d2a6',
  negative: '#c62828',
  revenue: '#0f766e',
  users: '#4f46e5',
  grid: '#e2e8f0',
  axis: '#475569',
};

const tick = { fontSize: 12, fill: COLORS.axis };

function ChartTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: ChartPoint }[] }) {
  const point = active ? payload?.[0]?.payload : undefined;
  if (!point) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg">
      <p className="font-medium text-slate-600">{point.label}</p>
      <p className="font-semibold text-slate-900 tabular-nums">{point.display}</p>
    </div>
  );
}

/**
 * The forecast's charts (recharts), in their own chunk: the section loads it when the
 * reader gets close. The charts are pictures for sighted readers; each figure also
 * carries a data table for screen readers, so the SVG is hidden from them.
 */
export default function ForecastChart({ kind, data, formatTick, height }: ForecastChartProps) {
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke={COLORS.grid} />
      <XAxis
        dataKey="label"
        tickLine={false}
        axisLine={false}
        tick={tick}
        interval={0}
        tickMargin={8}
        padding={kind === 'users' ? { left: 16, right: 16 } : undefined}
      />
      <YAxis tickFormatter={formatTick} tickLine={false} axisLine={false} tick={tick} width={56} />
      <Tooltip content={<ChartTooltip />} cursor={kind === 'users' ? { stroke: COLORS.grid } : { fill: '#f1f5f9' }} />
    </>
  );

  let chart;
  if (kind === 'users') {
    chart = (
      <LineChart data={data} margin={{ top: 12, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        {axes}
        <Line
          type="monotone"
          dataKey="value"
          stroke={COLORS.users}
          strokeWidth={2.5}
          dot={{ r: 4, fill: COLORS.users, strokeWidth: 0 }}
          activeDot={{ r: 6 }}
          isAnimationActive={false}
        />
      </LineChart>
    );
  } else {
    const hasNegative = data.some((point) => point.value < 0);
    chart = (
      <BarChart
        data={data}
        margin={{ top: kind === 'scenarios' ? 24 : 12, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        {axes}
        {hasNegative ? <ReferenceLine y={0} stroke="#94a3b8" /> : null}
        <Bar dataKey="value" maxBarSize={56} radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {data.map((point) => (
            <Cell
              key={point.label}
              fill={
                point.value < 0
                  ? COLORS.negative
                  : kind === 'revenue'
                    ? COLORS.revenue
                    : kind === 'scenarios' && !point.highlight
                      ? COLORS.brandLight
                      : COLORS.brand
              }
            />
          ))}
          {kind === 'scenarios' ? (
            <LabelList dataKey="barLabel" position="top" fill="#0f172a" fontSize={12} fontWeight={600} />
          ) : null}
        </Bar>
      </BarChart>
    );
  }

  return (
    <ResponsiveContainer width="100%" height={height}>
      {chart}
    </ResponsiveContainer>
  );
}
