import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { format, parseISO } from 'date-fns';
import type { RoyaltyStatement, StatementEventKind } from '@/data/royalty';
import { answerStatement, recordPayment, resolveDispute } from '../api/royalty';
import { formatDateTime } from '@/lib/format';
import { formatCents, parseMoneyCents } from '../model/salesMath';
import {
  confirmSchema,
  disputeSchema,
  paymentSchema,
  resolveSchema,
} from '../model/statementForms';
import {
  balanceCents,
  dueDateAfter,
  parseSignedCents,
  PAYMENT_TERMS_DAYS,
  statementLines,
} from '../model/statements';
import { StatementActionDialog } from './StatementActionDialog';

/** A step the statements table opens on one statement. */
export interface StatementStep {
  kind: 'details' | 'confirm' | 'dispute' | 'resolve' | 'payment';
  statement: RoyaltyStatement;
}

const monthText = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');

const EVENT_LABELS: Record<StatementEventKind, string> = {
  issued: 'Issued',
  reissued: 'Re-issued',
  disputed: 'Disputed',
  upheld: 'Dispute answered: upheld',
  adjusted: 'Dispute answered: adjusted',
  confirmed: 'Confirmed',
  payment: 'Payment recorded',
};

/** Every line of a statement, its invoice and payments, and its history. */
function StatementDetails({
  statement: s,
  onClose,
}: {
  statement: RoyaltyStatement;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="statement-details">
      <DialogTitle id="statement-details">
        {s.locationName}: statement of {monthText(s.month)}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {s.daysReported} of {s.daysInMonth} days reported · revision {s.revision}
        </Typography>
        <Table size="small" aria-label="Statement lines">
          <TableBody>
            {statementLines(s).map(({ label, cents }) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{formatCents(cents)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                Amount due
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatCents(s.dueCents)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {s.invoiceNumber !== '' && (
          <Typography sx={{ mt: 2 }}>
            Invoice {s.invoiceNumber}, due {s.dueDate}: paid {formatCents(s.paidCents)}, balance{' '}
            {formatCents(balanceCents(s))}
          </Typography>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          History
        </Typography>
        <List dense aria-label="Statement history">
          {s.history.map((event, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText
                primary={`${EVENT_LABELS[event.kind]}${event.amountCents !== undefined ? ` · ${formatCents(event.amountCents)}` : ''} · ${event.byName}`}
                secondary={`${event.at ? formatDateTime(parseISO(event.at)) : ''}${event.text ? ` · ${event.text}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The dialog of one step: details, or the form of confirm, dispute, answer a dispute or record a
 * payment, each sent to its royalty callable. `onDone` gets the sentence to show; a refusal
 * (shown in the dialog) reloads the statements, since it may be that they changed.
 */
export function StatementActions({
  step,
  today,
  onClose,
  onDone,
  onFailed,
}: {
  step: StatementStep;
  today: string;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
  onFailed: () => Promise<void>;
}) {
  const s = step.statement;
  const ref = { statementId: s.id, revision: s.revision };
  const send = (action: () => Promise<unknown>, message: string) => async () => {
    try {
      await action();
    } catch (error) {
      await onFailed();
      throw error;
    }
    await onDone(message);
  };
  const of = `the statement of ${monthText(s.month)} for ${s.locationName}`;

  switch (step.kind) {
    case 'details':
      return <StatementDetails statement={s} onClose={onClose} />;
    case 'confirm':
      return (
        <StatementActionDialog
          title="Confirm the statement"
          intro={`Confirm ${of}? Royalty ${formatCents(s.royaltyCents)} and ad fund ${formatCents(s.adFundCents)}: ${formatCents(s.dueCents)} due on ${dueDateAfter(today)} (${PAYMENT_TERMS_DAYS} days). A confirmed statement is final: the month's sales can no longer be changed.`}
          fields={[]}
          schema={confirmSchema}
          initialValues={{}}
          submitLabel="Confirm statement"
          onClose={onClose}
          onSubmit={send(
            () => answerStatement({ ...ref, answer: 'confirm' }),
            'Statement confirmed',
          )}
        />
      );
    case 'dispute':
      return (
        <StatementActionDialog
          title="Dispute the statement"
          intro={`Tell corporate what is wrong with ${of}; they will uphold it or adjust it.`}
          fields={[{ name: 'comment', label: 'What is wrong?', rows: 3 }]}
          schema={disputeSchema}
          initialValues={{ comment: '' }}
          submitLabel="Send dispute"
          onClose={onClose}
          onSubmit={(v) =>
            send(
              () => answerStatement({ ...ref, answer: 'dispute', comment: v.comment.trim() }),
              'Statement disputed',
            )()
          }
        />
      );
    case 'resolve':
      return (
        <StatementActionDialog
          title="Answer the dispute"
          intro={`The franchisee disputed ${of} (net sales ${formatCents(s.netCents)}), saying: “${s.disputeComment}”`}
          fields={[
            {
              name: 'resolution',
              label: 'Answer',
              options: [
                { value: 'uphold', label: 'Uphold the statement as issued' },
                { value: 'adjust', label: 'Adjust net sales and re-issue it' },
              ],
            },
            {
              name: 'amount',
              label: 'Adjustment to net sales ($)',
              helperText: 'Negative lowers net sales, e.g. -120.50',
              inputMode: 'text',
              shownWhen: (v) => v.resolution === 'adjust',
            },
            { name: 'reason', label: 'Reason', rows: 2 },
          ]}
          schema={resolveSchema}
          initialValues={{ resolution: 'uphold', amount: '', reason: '' }}
          submitLabel="Send answer"
          onClose={onClose}
          onSubmit={(v) =>
            send(
              () =>
                resolveDispute(
                  v.resolution === 'adjust'
                    ? {
                        ...ref,
                        resolution: 'adjust',
                        reason: v.reason.trim(),
                        adjustmentCents: parseSignedCents(v.amount) ?? 0,
                      }
                    : { ...ref, resolution: 'uphold', reason: v.reason.trim() },
                ),
              v.resolution === 'adjust' ? 'Statement adjusted and re-issued' : 'Statement upheld',
            )()
          }
        />
      );
    case 'payment':
      return (
        <StatementActionDialog
          title="Record a payment"
          intro={`Invoice ${s.invoiceNumber} (${of}): ${formatCents(balanceCents(s))} still due.`}
          fields={[
            { name: 'amount', label: 'Amount received ($)', inputMode: 'decimal' },
            { name: 'date', label: 'Received on', type: 'date' },
            { name: 'reference', label: 'Reference (check or transfer number)' },
          ]}
          schema={paymentSchema(balanceCents(s), today)}
          initialValues={{
            amount: (balanceCents(s) / 100).toFixed(2),
            date: today,
            reference: '',
          }}
          submitLabel="Record payment"
          onClose={onClose}
          onSubmit={(v) =>
            send(
              () =>
                recordPayment({
                  statementId: s.id,
                  amountCents: parseMoneyCents(v.amount) ?? 0,
                  date: v.date,
                  reference: v.reference.trim(),
                }),
              'Payment recorded',
            )()
          }
        />
      );
  }
}
