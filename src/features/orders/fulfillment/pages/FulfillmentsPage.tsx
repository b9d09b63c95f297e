import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Paper, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { useSession } from '@/features/auth';
import { DataTable, useFirestoreTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/lib/paths';
import { FulfillmentNoteBanner, useCurrentFulfillmentNote } from '../../fulfillmentNotes';
import { fulfillmentOrdersQuery } from '../api/fulfillment-orders-query';
import { useFulfillmentStatus } from '../components/useFulfillmentStatus';
import { useSlipDownload } from '../components/useSlipDownload';
import {
  FULFILLMENT_TAB_LABELS,
  FULFILLMENT_TABS,
  parseFulfillmentTab,
  type FulfillmentTab,
} from '../model/tabs';
import { fulfillmentColumns } from './columns';
import { fulfillmentsTable } from '../../tableQueries';

/**
 * fulfillments: approved and fulfilled orders in two tabs (`?tab=`), the current fulfillment note
 * above them, and per order Print, PDF and Fulfill / Unfulfill.
 */
export default function FulfillmentsPage() {
  const { can } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = parseFulfillmentTab(params.get('tab'));
  const note = useCurrentFulfillmentNote();

  return (
    <>
      <PageHeader
        title="Fulfillments"
        actions={
          can('fulfillmentNotes.view') && (
            <Button variant="outlined" onClick={() => navigate(paths.fulfillmentNotes.list)}>
              Fulfillment Notes
            </Button>
          )
        }
      />
      <FulfillmentNoteBanner note={note} />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, next: FulfillmentTab) => setParams({ tab: next })}
          aria-label="Fulfillment status"
        >
          {FULFILLMENT_TABS.map((value) => (
            <Tab key={value} value={value} label={FULFILLMENT_TAB_LABELS[value]} />
          ))}
        </Tabs>
      </Paper>
      {/* Keyed by tab: each tab starts at page 1 with its own filters. */}
      <FulfillmentTable key={tab} tab={tab} />
    </>
  );
}

function FulfillmentTable({ tab }: { tab: FulfillmentTab }) {
  const navigate = useNavigate();
  const base = useMemo(() => fulfillmentOrdersQuery(tab), [tab]);
  const slip = useSlipDownload();
  const status = useFulfillmentStatus();
  const theme = useTheme();
  const compact = !useMediaQuery(theme.breakpoints.up('lg'));
  // Handlers run on click, after `table` below exists: a changed order leaves this tab.
  const columns = fulfillmentColumns({
    onPrint: (row) => navigate(paths.fulfillments.print(row.id)),
    onPdf: (row) => void slip.download(row.id),
    isDownloading: slip.isDownloading,
    onToggle: status.allowed
      ? (row) =>
          void status.toggle(row).then((changed) => {
            if (changed) table.refresh();
          })
      : undefined,
    isChanging: status.isChanging,
    compact,
  });
  const table = useFirestoreTable({
    query: base,
    columns,
    shapes: fulfillmentsTable,
  });

  return (
    <DataTable
      {...table}
      label={`${FULFILLMENT_TAB_LABELS[tab]} orders`}
      emptyMessage={tab === 'approved' ? 'No approved orders to fulfill' : 'No fulfilled orders'}
      onRowClick={(row) => navigate(paths.fulfillments.detail(row.id))}
      minWidth={compact ? 680 : 960}
    />
  );
}
