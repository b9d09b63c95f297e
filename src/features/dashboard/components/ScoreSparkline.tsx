import { Box } from '@mui/material';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/**
 * A location's last compliance scores as a bar sparkline (0-100 %, oldest left): bars, as the
 * report view's score trend, so a location's first report shows too (a line needs two points).
 * Its own chunk: the dashboard is preloaded while the user signs in and should not carry the
 * chart library.
 */
export default function ScoreSparkline({ scores, label }: { scores: number[]; label: string }) {
  return (
    <Box role="img" aria-label={label} sx={{ width: 120, height: 40, flexShrink: 0 }}>
      <SparkLineChart
        data={scores}
        plotType="bar"
        width={120}
        height={40}
        yAxis={{ min: 0, max: 100 }}
        showHighlight
        showTooltip
        valueFormatter={(v) => (v === null ? '' : `${v}%`)}
      />
    </Box>
  );
}
