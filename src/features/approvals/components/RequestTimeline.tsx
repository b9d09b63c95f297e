import {
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime } from '@/lib/format';
import type { FieldChange } from '../model/history';
import { ASSIGNEE_FIELD } from '../model/routing';
import { STATUS_LABELS } from '../model/status';
import type { StoredHistoryEntry } from '../model/types';

/** A value as typed: its line breaks kept, a long link or reference wrapped inside the card. */
const VALUE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

export function ChangesTable({ changes, label }: { changes: FieldChange[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {/* The label as wide as it needs (a field's name is short); the two values share the rest. */}
          <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>Field</TableCell>
          <TableCell sx={{ width: '50%' }}>Before</TableCell>
          <TableCell sx={{ width: '50%' }}>Now</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field}>
            <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>{c.label}</TableCell>
            <TableCell sx={{ ...VALUE, textDecoration: 'line-through', color: 'text.secondary' }}>
              {c.before || '—'}
            </TableCell>
            <TableCell sx={{ ...VALUE, fontWeight: 600 }}>{c.after || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function describe(entry: StoredHistoryEntry, nameOf: (uid: string) => string): string {
  if (!entry.from) return `Sent as ${STATUS_LABELS[entry.to].toLowerCase()}`;
  const reassigned = entry.changes.find((c) => c.field === ASSIGNEE_FIELD);
  if (reassigned)
    return `Reassigned from ${nameOf(reassigned.before)} to ${nameOf(reassigned.after)}`;
  if (entry.from === entry.to) return 'Edited';
  return `${STATUS_LABELS[entry.from]} → ${STATUS_LABELS[entry.to]}`;
}

/**
 * The full history, newest first: who, when, what happened and the notes; a reassignment names
 * the reviewers by `nameOf` (their user ids are what the entry stores). What the author changed
 * since a review is the detail page's computed table (model/reviewed.ts), not a typed list.
 */
export function RequestTimeline({
  history,
  nameOf = () => 'a reviewer',
}: {
  history: StoredHistoryEntry[];
  nameOf?: (uid: string) => string;
}) {
  if (history.length === 0) {
    return <Typography color="text.secondary">Nothing has happened yet: still a draft.</Typography>;
  }
  return (
    <List aria-label="History" disablePadding>
      {[...history].reverse().map((entry, index) => (
        <ListItem key={index} divider alignItems="flex-start" sx={{ display: 'block', px: 0 }}>
          <ListItemText
            primary={`${describe(entry, nameOf)} · ${entry.byName}`}
            secondary={formatDateTime(entry.at)}
          />
          {entry.notes && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              “{entry.notes}”
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
