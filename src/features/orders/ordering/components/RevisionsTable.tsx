import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime } from '@/lib/format';
import { ORDER_STATUS_LABELS, type OrderRevision } from '../../model/types';

/** The order's status history, newest first. */
export function RevisionsTable({ revisions }: { revisions: readonly OrderRevision[] }) {
  if (revisions.length === 0) {
    return <Typography color="text.secondary">No status changes yet.</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Revisions">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>By</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell>Notes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...revisions].reverse().map((r, i) => (
            <TableRow key={`${r.at?.seconds ?? i}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.at)}</TableCell>
              <TableCell>{r.byName}</TableCell>
              <TableCell>{ORDER_STATUS_LABELS[r.from] ?? r.from}</TableCell>
              <TableCell>{ORDER_STATUS_LABELS[r.to] ?? r.to}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.notes}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
