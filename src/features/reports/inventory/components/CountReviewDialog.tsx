import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { CountLineCheck } from '../api/inventory-reports';
import { lineQuantity, type CountLine } from '../model/cogs';
import { MAX_NOTE, isAnswered, noteError, type Expectation } from '../model/countFlags';
import { quantityText, type CountItem } from '../model/countSheet';

interface Props {
  title: string;
  blank: CountItem[];
  flagged: CountItem[];
  lines: Readonly<Record<string, CountLine>>;
  checks: Readonly<Record<string, CountLineCheck>>;
  expected: Readonly<Record<string, Expectation>>;
  completing: boolean;
  onMarkRestZero: () => void;
  onCheck: (item: CountItem, check: CountLineCheck) => void;
  onComplete: () => void;
  onClose: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A flagged line: confirm the recount, or say why in a note. */
function FlaggedLine(props: {
  item: CountItem;
  counted: number | null;
  expected: Expectation | undefined;
  check: CountLineCheck | undefined;
  onCheck: (item: CountItem, check: CountLineCheck) => void;
}) {
  const { item, counted, expected, check, onCheck } = props;
  const [note, setNote] = useState(check?.note ?? '');
  // Shown once the counter leaves the field (and cleared as soon as the note fits again).
  const [error, setError] = useState<string | null>(null);
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <ListItemText
        primary={item.itemDesc}
        secondary={`Counted ${counted === null ? '—' : quantityText(counted, item)}, expected about ${expected ? quantityText(expected.quantity, item) : '—'}${isAnswered(check) ? ' · answered' : ''}`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button
          variant={check?.recounted ? 'contained' : 'outlined'}
          sx={{ minHeight: 44, flexShrink: 0 }}
          onClick={() => onCheck(item, { ...check, recounted: true })}
        >
          {check?.recounted ? 'Recounted' : 'I recounted it'}
        </Button>
        <TextField
          label={`Note on ${item.itemDesc}`}
          size="small"
          fullWidth
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            if (error) setError(noteError(e.target.value));
          }}
          onBlur={() => {
            const refusal = noteError(note);
            setError(refusal);
            if (!refusal && note !== (check?.note ?? '')) onCheck(item, { ...check, note });
          }}
          error={error !== null}
          helperText={
            error ?? `Why it differs, e.g. a dropped case (at most ${MAX_NOTE} characters)`
          }
        />
      </Stack>
    </ListItem>
  );
}

/**
 * The review before completing a count: the lines not counted (with the deliberate "Mark the rest
 * as zero") and the lines far from expected, each needing a recount or a note.
 */
export function CountReviewDialog(props: Props) {
  const { blank, flagged, lines, checks, expected } = props;
  const [confirmZero, setConfirmZero] = useState(false);
  const open = flagged.filter((i) => !isAnswered(checks[i.id]));
  const blocked = blank.length > 0 || open.length > 0;

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Box>
            <Typography variant="h6" component="h3">
              Not counted
            </Typography>
            {blank.length === 0 ? (
              <Typography color="text.secondary">Every line is counted.</Typography>
            ) : (
              <>
                <Alert severity="error" sx={{ my: 1 }}>
                  {plural(blank.length, 'line is', 'lines are')} not counted. A blank line is not
                  zero: count {blank.length === 1 ? 'it' : 'them'}, or mark the rest as zero if
                  there really is none.
                </Alert>
                <List dense aria-label="Lines not counted">
                  {blank.map((i) => (
                    <ListItem key={i.id} divider>
                      <ListItemText primary={i.itemDesc} secondary={i.sku} />
                    </ListItem>
                  ))}
                </List>
                <Button
                  variant="outlined"
                  color="warning"
                  sx={{ minHeight: 44 }}
                  onClick={() => setConfirmZero(true)}
                >
                  Mark the rest as zero
                </Button>
              </>
            )}
          </Box>
          <Box>
            <Typography variant="h6" component="h3">
              Far from expected
            </Typography>
            {flagged.length === 0 ? (
              <Typography color="text.secondary">No line is far from what was expected.</Typography>
            ) : (
              <List aria-label="Lines far from expected">
                {flagged.map((i) => (
                  <FlaggedLine
                    key={i.id}
                    item={i}
                    counted={lineQuantity(lines[i.id])}
                    expected={expected[i.id]}
                    check={checks[i.id]}
                    onCheck={props.onCheck}
                  />
                ))}
              </List>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {blocked && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
            {blank.length > 0
              ? 'Count every line before completing.'
              : `Recount or add a note on ${plural(open.length, 'flagged line', 'flagged lines')}.`}
          </Typography>
        )}
        <Button size="large" onClick={props.onClose}>
          Back to the count
        </Button>
        <Button
          size="large"
          variant="contained"
          disabled={blocked}
          loading={props.completing}
          onClick={props.onComplete}
        >
          Complete count
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmZero}
        title="Mark the rest as zero?"
        message={`${plural(blank.length, 'line', 'lines')} not counted will be saved as counted zero.`}
        confirmLabel="Mark as zero"
        onConfirm={() => {
          setConfirmZero(false);
          props.onMarkRestZero();
        }}
        onCancel={() => setConfirmZero(false)}
      />
    </Dialog>
  );
}
