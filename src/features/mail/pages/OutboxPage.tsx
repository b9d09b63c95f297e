import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { TopRoleOnly } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { listOutbox, OUTBOX_LIMIT } from '../api/list-mail';
import { MAIL_EVENT_TYPES, type MailEventType } from '../model/buildMail';
import { EVENT_LABELS } from '../model/routes';

const eventLabel = (type: string) =>
  MAIL_EVENT_TYPES.find((t) => t === type) ? EVENT_LABELS[type as MailEventType].label : type;

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
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Outbox">
        <TableHead>
          <TableRow>
            <TableCell>Written</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>To</TableCell>
            <TableCell>Subject</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {outbox.data.map((mail) => (
            <TableRow key={mail.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.createdAt)}</TableCell>
              <TableCell>{eventLabel(mail.event.type)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{mail.to.join(', ')}</TableCell>
              <TableCell>{mail.message.subject}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
