import { Alert, Box, Stack, Typography } from '@mui/material';
import { linesFromQuantities, type OrderFormValues } from '../../model/form';
import type { CatalogueItem } from '../../model/options';
import { exceedsMaxPallets, orderTotals, orderValue, orderValueNote } from '../../model/totals';
import { ORDER_MESSAGES } from '../../model/form';
import { formatCents } from '@/lib/format';

/**
 * Live totals of the form: cases, pallets needed, overnight cases (only when shipping overnight),
 * the money total at today's catalogue prices, and the max-pallets warning.
 */
export function OrderTotalsPanel({
  values,
  items,
}: {
  values: OrderFormValues;
  items: readonly CatalogueItem[];
}) {
  const lines = linesFromQuantities(values.quantities, []);
  const totals = orderTotals(lines, items);
  const max = Number(values.maxPallets.trim());
  const value = orderValue(lines, items);
  const over = /^\d+$/.test(values.maxPallets.trim()) && exceedsMaxPallets(totals, max);
  const stat = (label: string, shown: number | string) => (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" aria-label={label}>
        {shown}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ p: 2 }} aria-live="polite">
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
        {stat('Total cases', totals.cases)}
        {stat('Pallets needed', totals.palletsNeeded)}
        {values.overnightShipping && stat('Overnight cases', totals.overnightCases)}
        {stat('Order total', formatCents(value.cents))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {orderValueNote(value)}
      </Typography>
      {over ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {ORDER_MESSAGES.exceedsPallets(totals.palletsNeeded, max)}
        </Alert>
      ) : null}
    </Box>
  );
}
