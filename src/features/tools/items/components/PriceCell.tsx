import { Box, Typography } from '@mui/material';
import { formatMoney, type Item } from '../model/item';

/** An item's price, or its sale price with the regular one struck through. */
export function PriceCell({ item }: { item: Item }) {
  if (!item.isOnSale) return <>{formatMoney(item.price)}</>;
  return (
    <Box>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'error.main' }}>
        {formatMoney(item.salePrice)}
      </Typography>{' '}
      <Typography
        variant="body2"
        component="s"
        color="text.secondary"
        aria-label={`was ${formatMoney(item.price)}`}
      >
        {formatMoney(item.price)}
      </Typography>
    </Box>
  );
}
