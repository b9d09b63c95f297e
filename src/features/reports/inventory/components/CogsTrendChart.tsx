import { LineChart } from '@/components/Charts';
import { parseISO } from 'date-fns';
import type { LocationRows } from './CogsCompareTable';
import { axisMonth, cogsTrend, tooltipDay } from '../model/cogsChart';

/**
 * The COGS % of a cohort's periods over time (model/cogsChart.ts): each location's closed periods
 * at their closing day, months on the time axis ("Dec 2025"), COGS % from 0.
 */
export function CogsTrendChart({ cohort }: { cohort: readonly LocationRows[] }) {
  const trend = cogsTrend(cohort);
  if (trend.series.length === 0) return null;
  return (
    <LineChart
      height={260}
      margin={{ right: 24 }}
      xAxis={[
        {
          scaleType: 'time',
          data: trend.days.map((d) => parseISO(d)),
          label: 'Closing day of each period',
          min: parseISO(trend.monthTicks[0]),
          max: parseISO(trend.monthTicks[trend.monthTicks.length - 1]),
          tickInterval: trend.monthTicks.map((d) => parseISO(d)),
          valueFormatter: (day: Date, context) =>
            context.location === 'tick' ? axisMonth(day) : tooltipDay(day),
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: trend.maxPercent,
          tickNumber: 5,
          valueFormatter: (v: number) => `${Math.round(v)} %`,
          width: 50,
        },
      ]}
      series={trend.series.map((s) => ({
        ...s,
        connectNulls: true,
        // A location with one period so far is a single point: the mark keeps it visible.
        showMark: true,
        curve: 'linear' as const,
        valueFormatter: (v: number | null) => (v === null ? '—' : `${v.toFixed(2)} %`),
      }))}
    />
  );
}
