import { Box, Typography } from '@mui/material';
import { formatCents } from '@/lib/format';
import type { Item } from '../model/item';

/** An item's price, or its sale price with the regular one struck through. */
export function PriceCell({ item }: { item: Item }) {
  if (!item.isOnSale) return <>{formatCents(item.priceCents)}</>;
  return (
    <Box>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'error.main' }}>
        {formatCents(item.salePriceCents)}
      </Typography>{' '}
      <Typography
        variant="body2"
        component="s"
        color="text.secondary"
        aria-label={`was ${formatCents(item.priceCents)}`}
      >
        {formatCents(item.priceCents)}
      </Typography>
    </Box>
  );
}
