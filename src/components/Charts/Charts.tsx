import { Skeleton } from '@mui/material';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import { lazyWidget } from '@/lib/lazyWidget';

/*
 * The report charts, loaded after the page (issue 29): the chart library is the largest code a
 * report needs, and a page that imported it could show no figure until it was parsed, several
 * hundred ms on a throttled tablet. The figures and tables show first; each chart draws when its
 * code is ready, a placeholder of its height holding its place so nothing moves. Offline the
 * code is in the service worker's precache; a tablet without it keeps the page and its figures,
 * the placeholder standing until the connection returns (lazyWidget).
 */

const LazyBarChart = lazyWidget(() => import('@mui/x-charts/BarChart').then((m) => m.BarChart));
const LazyLineChart = lazyWidget(() => import('@mui/x-charts/LineChart').then((m) => m.LineChart));

/** MUI X's default chart height, used when a chart gives none. */
const DEFAULT_HEIGHT = 300;

const placeholder = (height: number | undefined) => (
  <Skeleton variant="rectangular" height={height ?? DEFAULT_HEIGHT} aria-hidden />
);

export function BarChart(props: BarChartProps) {
  return <LazyBarChart {...props} fallback={placeholder(props.height)} />;
}

export function LineChart(props: LineChartProps) {
  return <LazyLineChart {...props} fallback={placeholder(props.height)} />;
}
