import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, TextField } from '@mui/material';
import { errorText } from '@/lib/errors';
import { useOnline } from '@/lib/useOnline';
import type { SalesLocation } from '../api/scope';
import { saveSalesEntry } from '../api/sales-entries';
import {
  SALES_OFFLINE_NOTICE,
  salesToday,
  validateSalesRows,
  type SalesField,
} from '../model/salesEntry';
import { LocationSelect } from './LocationSelect';

/**
 * One day's sales typed in on the tablet, checked here by the same checks as a CSV row and saved
 * by the server's saveSalesEntry callable, which checks them again with the caller's permission,
 * scope and the month's lock; its refusal is shown and nothing typed is lost. Sales need a
 * connection: offline the form says so and sends nothing.
 */
export function SalesEntryForm({ locations }: { locations: readonly SalesLocation[] }) {
  const queryClient = useQueryClient();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '');
  const [values, setValues] = useState({
    date: salesToday(new Date()),
    gross: '',
    discounts: '0',
    refunds: '0',
    transactions: '',
  });
  const [replace, setReplace] = useState(false);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  /** Fields whose message shows: left once, or all after a save was tried. */
  const [touched, setTouched] = useState<ReadonlySet<SalesField>>(new Set());
  const online = useOnline();
  const location = locations.find((l) => l.id === locationId);
  const [checked] = validateSalesRows([values], salesToday(new Date()));

  const field = (name: SalesField, label: string, inputMode: 'decimal' | 'numeric') => {
    const error = touched.has(name) ? checked.fields[name] : undefined;
    return (
      <TextField
        size="small"
        label={label}
        type={name === 'date' ? 'date' : 'text'}
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        onBlur={() => setTouched((t) => new Set(t).add(name))}
        error={error !== undefined}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { inputMode }, inputLabel: { shrink: true } }}
        sx={{ width: 200 }}
      />
    );
  };

  const save = async () => {
    if (!location) return;
    if (!checked.sales) {
      // Every field says what is wrong with it; nothing is sent.
      setTouched(new Set(Object.keys(values) as SalesField[]));
      setMessage(null);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await saveSalesEntry(location, values, replace);
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
      setMessage({ severity: 'success', text: `Sales of ${saved.date} saved.` });
    } catch (error) {
      console.error('Saving sales failed', error);
      // The server's own sentence (refused, locked month, already reported, offline); the
      // figures typed stay in the form.
      setMessage({ severity: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 720 }}>
      <LocationSelect locations={locations} value={locationId} onChange={setLocationId} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {field('date', 'Date', 'numeric')}
        {field('gross', 'Gross sales ($)', 'decimal')}
        {field('discounts', 'Discounts ($)', 'decimal')}
        {field('refunds', 'Refunds ($)', 'decimal')}
        {field('transactions', 'Transactions', 'numeric')}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)} />}
        label="Replace the day if it is already reported"
      />
      {!online && <Alert severity="warning">{SALES_OFFLINE_NOTICE}</Alert>}
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <Box>
        <Button variant="contained" size="large" loading={busy} onClick={() => void save()}>
          Save sales
        </Button>
      </Box>
    </Paper>
  );
}
