import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useFormikContext } from 'formik';
import type { OrderFormValues } from '../../model/form';
import type { CatalogueItem } from '../../model/options';
import { quantitiesError, quantityError } from '../model/visibleErrors';
import { OrderItemRow } from './OrderItemRow';

/** The items of the order form, a quantity each, under the message about the items as a whole. */
export function OrderItemsTable({ rows }: { rows: readonly CatalogueItem[] }) {
  const formik = useFormikContext<OrderFormValues>();
  const message = quantitiesError(formik);
  return (
    <>
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="subtitle1" component="h2">
          Items
        </Typography>
        {message ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {message}
          </Alert>
        ) : null}
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Items">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell>SKU</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Cases / pallet</TableCell>
              <TableCell sx={{ width: 150 }}>Quantity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((item) => (
              <OrderItemRow
                key={item.id}
                item={item}
                quantity={formik.values.quantities[item.id] ?? ''}
                error={quantityError(formik, item.id)}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
