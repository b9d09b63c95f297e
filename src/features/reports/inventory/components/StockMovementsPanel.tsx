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
import { db } from '@/lib/firebase';
import type { SalesLocation } from '../../api/scope';
import { CsvExportButton } from '../../components/CsvExportButton';
import { addStockMovement, deleteStockMovement, type StoredMovement } from '../api/stock-movements';
import {
  MOVEMENT_KINDS,
  MOVEMENT_LABELS,
  WASTE_REASONS,
  WASTE_REASON_LABELS,
  type MovementKind,
  type WasteReason,
} from '../model/cogsReport';
import { checkMovement, type MovementDraft, type MovementErrors } from '../model/movementForm';
import { cogsQueryKey } from '../hooks/useCogsData';

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
 * Transfers and waste of one period: the list (with CSV) and, while the period is not closed
 * and the viewer may move stock, a small form to enter one more and a delete per entry.
 */
export function StockMovementsPanel({
  period,
  location,
  otherLocations,
  items,
  canEdit,
  uid,
}: {
  period: PeriodRef;
  location: SalesLocation;
  otherLocations: readonly SalesLocation[];
  items: readonly { id: string; name: string }[];
  canEdit: boolean;
  uid: string;
}) {
  const [draft, setDraft] = useState<MovementDraft>(() => emptyDraft(period.to));
  const [errors, setErrors] = useState<MovementErrors>({});
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const names = new Map(items.map((i) => [i.id, i.name]));
  const editable = canEdit && !period.closed;
  const refresh = () => queryClient.invalidateQueries({ queryKey: cogsQueryKey(location.id) });

  const add = useMutation({
    mutationFn: async (d: MovementDraft) => {
      const checked = checkMovement(d, period.from, period.to);
      if ('errors' in checked) {
        setErrors(checked.errors);
        return false;
      }
      const { entry } = checked;
      const other = otherLocations.find((l) => l.id === entry.otherLocationId);
      await addStockMovement(
        db,
        uid,
        period.id,
        entry.kind === 'waste'
          ? { ...entry, kind: 'waste', reason: entry.reason as WasteReason }
          : { ...entry, kind: entry.kind, other: other as SalesLocation },
      );
      return true;
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      setErrors({});
      setDraft(emptyDraft(draft.date));
      enqueueSnackbar('Entry saved.', { variant: 'success' });
      await refresh();
    },
    onError: () =>
      enqueueSnackbar('The entry could not be saved. Please try again.', { variant: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (movementId: string) => deleteStockMovement(db, period.id, movementId),
    onSuccess: refresh,
    onError: () =>
      enqueueSnackbar('The entry could not be deleted. Please try again.', { variant: 'error' }),
  });

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
            options={MOVEMENT_KINDS.map((k: MovementKind) => [k, MOVEMENT_LABELS[k]])}
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
              label={draft.kind === 'transferIn' ? 'From location' : 'To location'}
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
                {editable && (
                  <TableCell align="right">
                    <IconButton
                      aria-label={`Delete ${MOVEMENT_LABELS[m.kind]} of ${names.get(m.itemId) ?? m.itemId}`}
                      onClick={() => remove.mutate(m.id)}
                      disabled={remove.isPending}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {period.movements.length === 0 && (
              <TableRow>
                <TableCell colSpan={editable ? 6 : 5}>
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
