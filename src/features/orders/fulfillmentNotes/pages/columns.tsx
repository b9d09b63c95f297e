import { Button, Chip, Stack } from '@mui/material';
import type { DataTableColumn, WithId } from '@/components/DataTable';
import { formatDateTime } from '@/lib/format';
import type { FulfillmentNote } from '@/data/orders';

type FulfillmentNoteRow = WithId<FulfillmentNote>;

const NOTE_STATUS_OPTIONS = [
  { value: true, label: 'Current' },
  { value: false, label: 'Past' },
] as const;

interface NoteRowActions {
  onCopy?: (row: FulfillmentNoteRow) => void;
  onEdit?: (row: FulfillmentNoteRow) => void;
}

/** Columns of the notes list; the action buttons appear only for what the user may do. */
export function fulfillmentNoteColumns({
  onCopy,
  onEdit,
}: NoteRowActions): DataTableColumn<FulfillmentNoteRow>[] {
  const columns: DataTableColumn<FulfillmentNoteRow>[] = [
    {
      field: 'notes',
      header: 'Notes',
      render: (row) => (
        <span
          style={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-wrap',
          }}
        >
          {row.notes}
        </span>
      ),
    },
    {
      field: 'isCurrent',
      header: 'Status',
      width: 110,
      filter: { type: 'checkbox', options: NOTE_STATUS_OPTIONS },
      render: (row) => (
        <Chip
          size="small"
          label={row.isCurrent ? 'Current' : 'Past'}
          color={row.isCurrent ? 'success' : 'default'}
          variant={row.isCurrent ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      field: 'createdAt',
      header: 'Created',
      width: 180,
      sortable: true,
      filter: { type: 'dateRange' },
      render: (row) => formatDateTime(row.createdAt),
    },
  ];
  if (onCopy || onEdit) {
    columns.push({
      field: 'id',
      key: 'actions',
      header: 'Actions',
      width: 210,
      align: 'right',
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCopy && (
            <Button
              size="small"
              aria-label={`Create copy of note from ${formatDateTime(row.createdAt)}`}
              onClick={(event) => {
                event.stopPropagation();
                onCopy(row);
              }}
            >
              Create copy
            </Button>
          )}
          {onEdit && (
            <Button
              size="small"
              aria-label={`Edit note from ${formatDateTime(row.createdAt)}`}
              onClick={(event) => {
                event.stopPropagation();
                onEdit(row);
              }}
            >
              Edit
            </Button>
          )}
        </Stack>
      ),
    });
  }
  return columns;
}
