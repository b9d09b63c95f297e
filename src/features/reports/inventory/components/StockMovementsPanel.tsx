import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { errorText } from '@/lib/errors';
import { db } from '@/lib/firebase';
import type { SalesLocation } from '../../api/scope';
import { CsvExportButton } from '../../components/CsvExportButton';
import {
  addWaste,
  answerStockTransfer,
  deleteWaste,
  refreshCogsFigures,
  sendStockTransfer,
  type StoredMovement,
} from '../api/stock-movements';
import {
  MOVEMENT_LABELS,
  WASTE_REASONS,
  WASTE_REASON_LABELS,
  type MovementKind,
  type WasteReason,
} from '../model/cogsReport';
import { checkMovement, type MovementDraft, type MovementErrors } from '../model/movementForm';
import { movementState } from '../model/transfers';
import { rereadCogs } from '../hooks/useCogsData';

interface PeriodRef {
  id: string;
  name: string;
  from: string;
  to: string;
  closed: boolean;
  movements: readonly StoredMovement[];
}

/** One select of the entry form: its options as [value, label] pairs. */
function DraftSelect({
  options,
  minWidth,
  ...props
}: {
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error: boolean;
  helperText: string | undefined;
  options: readonly (readonly [string, string])[];
  minWidth: number;
}) {
  return (
    <TextField select size="small" {...props} sx={{ minWidth }}>
      {options.map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const emptyDraft = (date: string): MovementDraft => ({
  kind: 'waste',
  itemId: '',
  quantity: '',
  date,
  otherLocationId: '',
  reason: '',
});

/**
 * Transfers and waste of one period: the list (with CSV and where each transfer stands) and,
 * while the period is not closed and the viewer may move stock, a small form to enter waste or
 * (franchise staff, `canTransfer`) send a transfer, a delete per waste entry and a withdraw per
 * transfer still waiting for the other location's answer (issue 28: transfers are two-sided).
 */
export function StockMovementsPanel({
  period,
  location,
  otherLocations,
  items,
  canEdit,
  canTransfer,
  uid,
}: {
  period: PeriodRef;
  location: SalesLocation;
  otherLocations: readonly SalesLocation[];
  items: readonly { id: string; name: string }[];
  canEdit: boolean;
  canTransfer: boolean;
  uid: string;
}) {
  const [draft, setDraft] = useState<MovementDraft>(() => emptyDraft(period.to));
  const [errors, setErrors] = useState<MovementErrors>({});
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const names = new Map(items.map((i) => [i.id, i.name]));
  const editable = canEdit && !period.closed;
  const reread = () => rereadCogs(queryClient, [location.id]);
  const refresh = async () => {
    await reread();
    // The period's figures (its waste) are the server's to compute: asked for, then read again.
    // Offline or refused, they stay as they were until the period's next step recomputes them.
    void refreshCogsFigures(period.id).then(reread, () => undefined);
  };

  const add = useMutation({
    mutationFn: async (d: MovementDraft) => {
      const checked = checkMovement(d, period.from, period.to);
      if ('errors' in checked) {
        setErrors(checked.errors);
        return false;
      }
      const { entry } = checked;
      if (entry.kind === 'waste') {
        await addWaste(db, uid, period.id, { ...entry, reason: entry.reason as WasteReason });
        return 'Entry saved.';
      }
      await sendStockTransfer({
        reportId: period.id,
        itemId: entry.itemId,
        quantity: entry.quantity,
        date: entry.date,
        toLocationId: entry.otherLocationId,
      });
      const to =
        otherLocations.find((l) => l.id === entry.otherLocationId)?.name ?? 'the other location';
      return `Transfer sent: it counts once ${to} accepts it.`;
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      setErrors({});
      setDraft(emptyDraft(draft.date));
      enqueueSnackbar(saved, { variant: 'success' });
      await refresh();
    },
    onError: (error) =>
      enqueueSnackbar(`The entry could not be saved: ${errorText(error)}`, {
        variant: 'error',
      }),
  });
  const remove = useMutation({
    mutationFn: (m: StoredMovement) =>
      m.kind === 'waste'
        ? deleteWaste(db, period.id, m.id)
        : answerStockTransfer({ transferId: m.transferId, answer: 'withdraw' }).then(() => {}),
    onSuccess: refresh,
    onError: (error) =>
      enqueueSnackbar(`The entry could not be removed: ${errorText(error)}`, {
        variant: 'error',
      }),
  });
  const kinds: MovementKind[] = canTransfer ? ['waste', 'transferOut'] : ['waste'];

  /** A draft field's value, change handler and error, as every form field takes them. */
  const field = (name: keyof MovementDraft) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: e.target.value })),
    error: !!errors[name],
    helperText: errors[name],
  });
  const csv = period.movements.map((m) => ({
    Date: m.date,
    Kind: MOVEMENT_LABELS[m.kind],
    Item: names.get(m.itemId) ?? m.itemId,
    Quantity: m.quantity,
    'Other location': m.otherLocationName,
    Reason: m.reason === '' ? '' : WASTE_REASON_LABELS[m.reason],
    Status: movementState(m),
  }));

  return (
    <Paper sx={{ p: 2 }} data-testid="stock-movements">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Transfers and waste · {period.name}
        </Typography>
        <CsvExportButton fileName={`transfers-waste-${period.id}.csv`} rows={csv} />
      </Box>
      {period.closed && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          This period is closed: its transfers and waste can no longer change.
        </Typography>
      )}
      {editable && (
        <Box
          component="form"
          aria-label="New transfer or waste"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(draft);
          }}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
        >
          <DraftSelect
            label="Kind"
            {...field('kind')}
            options={kinds.map((k) => [k, MOVEMENT_LABELS[k]])}
            minWidth={150}
          />
          <DraftSelect
            label="Item"
            {...field('itemId')}
            options={items.map((i) => [i.id, i.name])}
            minWidth={200}
          />
          <TextField
            size="small"
            label="Quantity (eaches or lb)"
            {...field('quantity')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 210 }}
          />
          <TextField
            size="small"
            type="date"
            label="Date"
            {...field('date')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {draft.kind === 'waste' ? (
            <DraftSelect
              label="Reason"
              {...field('reason')}
              options={WASTE_REASONS.map((r) => [r, WASTE_REASON_LABELS[r]])}
              minWidth={150}
            />
          ) : (
            <DraftSelect
              label="To location"
              {...field('otherLocationId')}
              options={otherLocations.map((l) => [l.id, l.name])}
              minWidth={200}
            />
          )}
          <Button type="submit" variant="contained" disabled={add.isPending} sx={{ minHeight: 40 }}>
            Add entry
          </Button>
        </Box>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Transfers and waste">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Item</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell>Location or reason</TableCell>
              <TableCell>Status</TableCell>
              {editable && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {period.movements.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{m.date}</TableCell>
                <TableCell>{MOVEMENT_LABELS[m.kind]}</TableCell>
                <TableCell>{names.get(m.itemId) ?? m.itemId}</TableCell>
                <TableCell align="right">{m.quantity}</TableCell>
                <TableCell>
                  {m.reason === '' ? m.otherLocationName : WASTE_REASON_LABELS[m.reason]}
                </TableCell>
                <TableCell>{movementState(m)}</TableCell>
                {editable && (
                  <TableCell align="right">
                    {m.kind === 'waste' && (
                      <IconButton
                        aria-label={`Delete ${MOVEMENT_LABELS[m.kind]} of ${names.get(m.itemId) ?? m.itemId}`}
                        onClick={() => remove.mutate(m)}
                        disabled={remove.isPending}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )}
                    {canTransfer && m.kind === 'transferOut' && m.status === 'pending' && (
                      <Button
                        onClick={() => remove.mutate(m)}
                        disabled={remove.isPending}
                        aria-label={`Withdraw the transfer of ${names.get(m.itemId) ?? m.itemId}`}
                      >
                        Withdraw
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
            {period.movements.length === 0 && (
              <TableRow>
                <TableCell colSpan={editable ? 7 : 6}>
                  No transfer or waste in this period.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
