import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, TextField } from '@mui/material';
import { db } from '@/lib/firebase';
import type { SalesLocation } from '../api/scope';
import { findReportedDays, writeSalesDays } from '../api/sales-entries';
import { validateRows } from '../model/salesCsv';
import { dayKey } from '../model/aggregate';
import { LocationSelect } from './LocationSelect';

const IDENTITY = {
  date: 'date',
  gross: 'gross',
  discounts: 'discounts',
  refunds: 'refunds',
  transactions: 'transactions',
};

/** One day's sales typed in on the tablet; checked by the same rules as a CSV row. */
export function SalesEntryForm({
  locations,
  userId,
}: {
  locations: readonly SalesLocation[];
  userId: string;
}) {
  const queryClient = useQueryClient();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '');
  const [values, setValues] = useState({
    date: dayKey(new Date()),
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
  const location = locations.find((l) => l.id === locationId);

  const field = (name: keyof typeof values, label: string, inputMode: 'decimal' | 'numeric') => (
    <TextField
      size="small"
      label={label}
      type={name === 'date' ? 'date' : 'text'}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      slotProps={{ htmlInput: { inputMode }, inputLabel: { shrink: true } }}
    />
  );

  const save = async () => {
    if (!location) return;
    const [result] = validateRows([values], IDENTITY, dayKey(new Date()));
    if (!result.sales) {
      setMessage({ severity: 'error', text: result.errors.join('. ') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const reported = await findReportedDays(db, location, [result.sales.date]);
      if (reported.size > 0 && !replace) {
        setMessage({
          severity: 'error',
          text: `${result.sales.date} is already reported for ${location.name}. Tick "Replace" to overwrite it.`,
        });
        return;
      }
      await writeSalesDays(db, {
        location,
        days: [result.sales],
        replacing: reported,
        source: 'form',
        userId,
      });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
      setMessage({ severity: 'success', text: `Sales of ${result.sales.date} saved.` });
    } catch (error) {
      console.error('Saving sales failed', error);
      setMessage({
        severity: 'error',
        text: 'The sales could not be saved (a confirmed month cannot change). Nothing was lost: check and try again.',
      });
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
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <Box>
        <Button variant="contained" size="large" loading={busy} onClick={() => void save()}>
          Save sales
        </Button>
      </Box>
    </Paper>
  );
}
