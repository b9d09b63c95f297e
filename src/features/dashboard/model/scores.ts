import type { ScoreTrend } from '@/features/compliance';

/**
 * The short trend line of a location's card: the change of the latest score against the report
 * before it, in points ("+4.2 pts", "-3.0 pts", "no change"), or that it is the first report.
 */
export function trendLabel(trend: ScoreTrend): string {
  const n = trend.points.length;
  const reports = `${n} report${n === 1 ? '' : 's'}`;
  if (trend.change === null) return `First report · ${reports}`;
  if (trend.change === 0) return `No change · ${reports}`;
  const sign = trend.change > 0 ? '+' : '−';
  return `${sign}${Math.abs(trend.change).toFixed(1)} pts · last ${reports}`;
}
