import { Typography } from '@mui/material';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import { formatDateTime } from '@/lib/format';
import { ORDER_STATUS_LABELS, type OrderRevision } from '../../model/types';

const COLUMNS: readonly ReadOnlyColumn<OrderRevision>[] = [
  { header: 'When', cell: (r) => formatDateTime(r.at), wrap: 'nowrap' },
  { header: 'By', cell: (r) => r.byName },
  { header: 'From', cell: (r) => ORDER_STATUS_LABELS[r.from] ?? r.from },
  { header: 'To', cell: (r) => ORDER_STATUS_LABELS[r.to] ?? r.to },
  { header: 'Notes', cell: (r) => r.notes, wrap: 'anywhere' },
];

/** The order's status history, newest first. */
export function RevisionsTable({ revisions }: { revisions: readonly OrderRevision[] }) {
  if (revisions.length === 0) {
    return <Typography color="text.secondary">No status changes yet.</Typography>;
  }
  return (
    <ReadOnlyTable
      label="Revisions"
      columns={COLUMNS}
      rows={[...revisions].reverse()}
      rowKey={(r, i) => `${r.at?.seconds ?? i}-${i}`}
    />
  );
}
