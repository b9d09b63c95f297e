import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { DataTableColumn, WithId } from '@/components/DataTable';
import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { ORDER_STATUS_LABELS, type Order, type OrderDoc } from '../../model/types';
import { totalCases } from '../model/packingSlip';

type FulfillmentRow = WithId<OrderDoc>;

const OVERNIGHT_OPTIONS = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

interface FulfillmentRowActions {
  onPrint: (row: FulfillmentRow) => void;
  onPdf: (row: FulfillmentRow) => void;
  isDownloading: (id: string) => boolean;
  /** Absent without Set Fulfillment Status: no Fulfill / Unfulfill buttons. */
  onToggle?: (row: Order) => void;
  isChanging: (id: string) => boolean;
  /**
   * Tablet widths: territory goes under the delivery location and the slip buttons over Fulfill,
   * so the actions stay on screen without scrolling.
   */
  compact?: boolean;
}

/** Stops a button click from also opening the row. */
const only = (action: () => void) => (event: { stopPropagation(): void }) => {
  event.stopPropagation();
  action();
};

export function fulfillmentColumns(
  actions: FulfillmentRowActions,
): DataTableColumn<FulfillmentRow>[] {
  const placeColumns: DataTableColumn<FulfillmentRow>[] = actions.compact
    ? [
        {
          field: 'deliveryLocation',
          header: 'Delivery location',
          render: (row) => (
            <>
              {row.deliveryLocation?.name ?? ''}
              <Typography variant="body2" color="text.secondary" component="span" display="block">
                {row.territory?.name ?? ''}
              </Typography>
            </>
          ),
        },
      ]
    : [
        {
          field: 'territory',
          header: 'Territory',
          priority: 3,
          render: (row) => row.territory?.name ?? '',
        },
        {
          field: 'deliveryLocation',
          header: 'Delivery location',
          render: (row) => row.deliveryLocation?.name ?? '',
        },
      ];
  const columns: DataTableColumn<FulfillmentRow>[] = [
    {
      field: 'orderNumber',
      header: 'Order #',
      width: 80,
      sortable: true,
      render: (row) => `#${row.orderNumber}`,
    },
    ...placeColumns,
    {
      field: 'createdAt',
      header: 'Created',
      width: 130,
      sortable: true,
      filter: { type: 'dateRange' },
      render: (row) =>
        actions.compact ? (
          <>
            {formatDate(row.createdAt)}
            <Typography variant="body2" color="text.secondary" component="span" display="block">
              {formatTime(row.createdAt)}
            </Typography>
          </>
        ) : (
          formatDateTime(row.createdAt)
        ),
    },
    {
      field: 'items',
      header: 'Cases',
      width: 64,
      priority: 2,
      align: 'right',
      render: (row) => totalCases(Array.isArray(row.items) ? row.items : []),
    },
    {
      field: 'overnightShipping',
      header: 'Overnight',
      width: 84,
      priority: 2,
      filter: { type: 'checkbox', options: OVERNIGHT_OPTIONS },
      render: (row) =>
        row.overnightShipping ? <Chip size="small" color="warning" label="Yes" /> : 'No',
    },
    {
      field: 'status',
      header: 'Status',
      width: 90,
      // It repeats the selected tab: the first to go on a tablet.
      priority: 3,
      render: (row) => (
        <Chip
          size="small"
          variant={row.status === 'fulfilled' ? 'filled' : 'outlined'}
          color={row.status === 'fulfilled' ? 'success' : 'primary'}
          label={ORDER_STATUS_LABELS[row.status] ?? row.status}
        />
      ),
    },
    {
      field: 'id',
      key: 'actions',
      header: 'Actions',
      width: actions.compact ? 120 : 190,
      align: 'right',
      render: (row) => (
        // Tablets stack the slip buttons over Fulfill, so the column stays narrow.
        <Stack
          direction={actions.compact ? 'column' : 'row'}
          spacing={0.5}
          sx={{ justifyContent: 'flex-end', alignItems: actions.compact ? 'flex-end' : 'center' }}
        >
          <Stack direction="row" spacing={0.5}>
            <Tooltip title="Print packing slip">
              <IconButton
                aria-label={`Print order #${row.orderNumber}`}
                onClick={only(() => actions.onPrint(row))}
              >
                <PrintIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Download PDF">
              <span>
                <IconButton
                  aria-label={`PDF of order #${row.orderNumber}`}
                  disabled={actions.isDownloading(row.id)}
                  onClick={only(() => actions.onPdf(row))}
                >
                  <PictureAsPdfIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
          {actions.onToggle && (
            <Button
              size="small"
              variant={row.status === 'approved' ? 'contained' : 'outlined'}
              aria-label={`${row.status === 'approved' ? 'Fulfill' : 'Unfulfill'} order #${row.orderNumber}`}
              disabled={actions.isChanging(row.id)}
              onClick={only(() => actions.onToggle?.(row))}
              sx={{ minWidth: 88 }}
            >
              {row.status === 'approved' ? 'Fulfill' : 'Unfulfill'}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return columns;
}
