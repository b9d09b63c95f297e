import { Chip } from '@mui/material';
import type { DataTableColumn, WithId } from '@/components/DataTable';
import type { Announcement } from '@/data/announcements';
import { formatDate } from '@/lib/format';

/** A row of the list: an announcement as readAnnouncement (src/data/announcements.ts) reads it. */
export type AnnouncementRow = WithId<Announcement>;

const STATUS_OPTIONS = [
  { value: true, label: 'Current' },
  { value: false, label: 'Previous' },
] as const;

function statusLabel(row: Pick<Announcement, 'isCurrent'>): 'Current' | 'Previous' {
  return row.isCurrent ? 'Current' : 'Previous';
}

export const announcementColumns: DataTableColumn<AnnouncementRow>[] = [
  {
    field: 'message',
    header: 'Message',
    render: (row) => (
      <span
        style={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {row.message}
      </span>
    ),
  },
  {
    field: 'isCurrent',
    header: 'Status',
    width: 130,
    filter: { type: 'checkbox', options: STATUS_OPTIONS },
    render: (row) => (
      <Chip
        size="small"
        label={statusLabel(row)}
        color={row.isCurrent ? 'success' : 'default'}
        variant={row.isCurrent ? 'filled' : 'outlined'}
      />
    ),
  },
  {
    field: 'createdAt',
    header: 'Created',
    width: 140,
    sortable: true,
    filter: { type: 'dateRange' },
    render: (row) => formatDate(row.createdAt),
  },
  {
    field: 'readRecipients',
    header: 'Read by',
    width: 100,
    align: 'right',
    render: (row) => (Array.isArray(row.readRecipients) ? row.readRecipients.length : 0),
  },
];
