import { Box } from '@mui/material';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/**
 * A location's last compliance scores as a sparkline (0-100 %, oldest left). Its own chunk: the
 * dashboard is preloaded while the user signs in and should not carry the chart library.
 */
export default function ScoreSparkline({ scores, label }: { scores: number[]; label: string }) {
  return (
    <Box role="img" aria-label={label} sx={{ width: 120, height: 40, flexShrink: 0 }}>
      <SparkLineChart
        data={scores}
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
