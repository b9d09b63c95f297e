import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';

/*
 * The report charts, loaded after the page (issue 29): the chart library is the largest code a
 * report needs, and a page that imported it could show no figure until it was parsed, several
 * hundred ms on a throttled tablet. The figures and tables show first; each chart draws when its
 * code is ready, a placeholder of its height holding its place so nothing moves. Offline the
 * code is in the service worker's precache like every other chunk.
 */

const LazyBarChart = lazy(() =>
  import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })),
);
const LazyLineChart = lazy(() =>
  import('@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })),
);

/** MUI X's default chart height, used when a chart gives none. */
const DEFAULT_HEIGHT = 300;

const placeholder = (height: number | undefined) => (
  <Skeleton variant="rectangular" height={height ?? DEFAULT_HEIGHT} aria-hidden />
);

export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <LazyLineChart {...props} />
    </Suspense>
  );
}
