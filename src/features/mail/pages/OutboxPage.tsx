import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { TopRoleOnly } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { listOutbox, OUTBOX_LIMIT } from '../api/list-mail';

const EVENT_LABELS: Record<string, string> = {
  orderSubmitted: 'Order submitted',
  orderApproved: 'Order approved',
  complianceFailed: 'Compliance report failed / DNQ',
};

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
              <TableCell>{EVENT_LABELS[mail.event.type] ?? mail.event.type}</TableCell>
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
