import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress } from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import { TopRoleOnly } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { listOutbox, OUTBOX_LIMIT, type OutboxMail } from '../api/list-mail';

const EVENT_LABELS: Record<string, string> = {
  orderSubmitted: 'Order submitted',
  orderApproved: 'Order approved',
  complianceFailed: 'Compliance report failed / DNQ',
};

const COLUMNS: readonly ReadOnlyColumn<OutboxMail>[] = [
  { header: 'Written', cell: (mail) => formatDateTime(mail.createdAt), wrap: 'nowrap' },
  { header: 'Event', cell: (mail) => EVENT_LABELS[mail.event.type] ?? mail.event.type },
  { header: 'To', cell: (mail) => mail.to.join(', '), wrap: 'anywhere' },
  { header: 'Subject', cell: (mail) => mail.message.subject },
];

function OutboxTable() {
  const outbox = useQuery({ queryKey: ['mail', 'outbox'], queryFn: () => listOutbox(db) });
  if (outbox.isPending) {
    return (
      <Box role="status" aria-label="Loading the outbox" sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress />
      </Box>
    );
  }
  if (outbox.isError) {
    return <Alert severity="error">The outbox could not be loaded: {outbox.error.message}</Alert>;
  }
  if (outbox.data.length === 0) return <Alert severity="info">No e-mails yet</Alert>;
  return (
    <ReadOnlyTable
      label="Outbox"
      columns={COLUMNS}
      rows={outbox.data}
      rowKey={(mail) => mail.id}
      outlined
    />
  );
}

/**
 * tools/outbox: the mail documents the Trigger Email extension would send (locally there is no
 * extension, so this is where the demo shows them). Top roles only, like the rules.
 */
export default function OutboxPage() {
  return (
    <TopRoleOnly>
      <PageHeader
        title="Outbox"
        subtitle={`The ${OUTBOX_LIMIT} newest e-mails written for the Trigger Email extension, newest first.`}
      />
      <OutboxTable />
    </TopRoleOnly>
  );
}
