import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import { TopRoleOnly } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { listOutbox, OUTBOX_LIMIT, type OutboxMail } from '../api/list-mail';
import type { MailEventType } from '../model/buildMail';
import { DAILY_DIGEST_EVENT } from '../model/digest';
import { EVENT_LABELS } from '../model/routes';

/** Every kind the server writes by its label (the jobs' and the daily digest's included). */
const eventLabel = (type: string) =>
  Object.hasOwn(EVENT_LABELS, type)
    ? EVENT_LABELS[type as MailEventType].label
    : type === DAILY_DIGEST_EVENT
      ? 'Daily digest'
      : type;

const COLUMNS: readonly ReadOnlyColumn<OutboxMail>[] = [
  { header: 'Written', cell: (mail) => formatDateTime(mail.createdAt), wrap: 'nowrap' },
  { header: 'Event', cell: (mail) => eventLabel(mail.event.type) },
  { header: 'To', cell: (mail) => mail.to.join(', '), wrap: 'anywhere' },
  { header: 'Subject', cell: (mail) => mail.message.subject },
];

function OutboxTable() {
  const outbox = useQuery({ queryKey: ['mail', 'outbox'], queryFn: () => listOutbox(db) });
  if (!outbox.isSuccess) {
    return (
      <QueryState
        query={outbox}
        loadingLabel="Loading the outbox"
        errorMessage="The outbox could not be loaded."
      />
    );
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
