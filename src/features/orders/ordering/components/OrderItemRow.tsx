import { TableCell, TableRow, TextField, Typography, type TextFieldProps } from '@mui/material';
import { formatCents } from '@/lib/format';
import type { CatalogueItem } from '../../model/options';

interface OrderItemRowProps {
  item: CatalogueItem;
  /** The quantity as typed. */
  quantity: string;
  /** The quantity's message, when it is to be shown. */
  error: string | undefined;
  onChange: TextFieldProps['onChange'];
  onBlur: TextFieldProps['onBlur'];
}

/** The item's price; on sale, the struck-out price and the sale price. */
function ItemPrice({ item }: { item: CatalogueItem }) {
  if (!item.isOnSale) return formatCents(item.priceCents);
  return (
    <>
      <Typography
        component="span"
        variant="body2"
        sx={{ textDecoration: 'line-through', color: 'text.secondary', mr: 1 }}
      >
        {formatCents(item.priceCents)}
      </Typography>
      <Typography component="span" variant="body2" color="error.main" fontWeight={600}>
        {formatCents(item.salePriceCents)} sale
      </Typography>
    </>
  );
}

/** One item of the order form: what it is, its price, and the quantity typed for it. */
export function OrderItemRow({ item, quantity, error, onChange, onBlur }: OrderItemRowProps) {
  return (
    <TableRow>
      <TableCell>
        {item.itemDesc}
        {item.status !== 'active' ? (
          <Typography variant="caption" display="block" color="text.secondary">
            No longer active
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{item.sku}</TableCell>
      <TableCell align="right">
        <ItemPrice item={item} />
      </TableCell>
      <TableCell align="right">{item.casesPerPallet}</TableCell>
      <TableCell>
        <TextField
          name={`quantities.${item.id}`}
          value={quantity}
          onChange={onChange}
          onBlur={onBlur}
          size="small"
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'off',
              'aria-label': `Quantity of ${item.itemDesc}`,
            },
          }}
        />
      </TableCell>
    </TableRow>
  );
}
