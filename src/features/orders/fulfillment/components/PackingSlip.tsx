import {
  Box,
  Chip,
  Divider,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { SlipDescription } from '../model/describeSlip';

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The printable packing slip (fulfillments/:id). Plain black-on-white blocks so the page prints
 * as it looks; the PDF (PackingSlipDocument) lays out the same description.
 */
export function PackingSlip({ slip }: { slip: SlipDescription }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label="Packing slip"
      sx={{ p: { xs: 2, md: 3 }, '@media print': { border: 0, p: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {slip.title}
        </Typography>
        {slip.overnight && <Chip color="warning" label="OVERNIGHT" sx={{ fontWeight: 700 }} />}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          '@media print': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.75 }}
        >
          {slip.fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, pl: 2, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box component="address" sx={{ fontStyle: 'normal' }} aria-label="Delivery location">
          <Typography variant="overline" color="text.secondary">
            Deliver to
          </Typography>
          {slip.addressLines.map((line, i) => (
            <Typography key={i} variant="body2" sx={{ fontWeight: i === 0 ? 600 : 400 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Box>

      <Divider sx={{ my: 2 }} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Items" sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell>SKU</TableCell>
              <TableCell>Description</TableCell>
              <TableCell sx={numberCell}>Cases</TableCell>
              <TableCell sx={numberCell}>Per pallet</TableCell>
              <TableCell sx={numberCell}>Pallets</TableCell>
              <TableCell sx={numberCell}>Overnight</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {slip.lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>No items on this order</TableCell>
              </TableRow>
            )}
            {slip.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.sku}</TableCell>
                <TableCell>{line.itemDesc}</TableCell>
                <TableCell sx={numberCell}>{line.quantity}</TableCell>
                <TableCell sx={numberCell}>{line.casesPerPallet}</TableCell>
                <TableCell sx={numberCell}>{line.pallets}</TableCell>
                <TableCell sx={numberCell}>{slip.overnight ? line.overnight : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow
              sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}
            >
              <TableCell colSpan={2}>Totals</TableCell>
              <TableCell sx={numberCell}>{slip.totals.cases} cases</TableCell>
              <TableCell />
              <TableCell sx={numberCell}>
                {slip.totals.palletsNeeded === 1
                  ? '1 pallet'
                  : `${slip.totals.palletsNeeded} pallets`}{' '}
                needed
              </TableCell>
              <TableCell sx={numberCell}>
                {slip.overnight ? `${slip.totals.overnightCases} overnight` : '—'}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>

      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {slip.notes.map(([title, text]) => (
          <Box key={title} component="section" aria-label={title}>
            <Typography variant="subtitle2">{title}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
