import { useState } from 'react';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import { formatCents, parseMoneyCents } from '../../model/salesMath';
import { saveOtherExpense } from '../api/other-expenses';
import type { InventoryReport } from '../api/inventory-reports';
import { EXPENSE_LABELS, type ExpenseCategory } from '../model/expenses';

const asText = (cents: number | undefined) =>
  cents === undefined ? '' : formatCents(cents).replace('$', '').replace(/,/g, '');

/**
 * The franchisee's own costs of one period (labour, rent, fuel for trucks, other), in dollars.
 * A blank field clears the expense; a bad amount is refused with its message and nothing is saved.
 */
export function OtherExpensesForm({
  report,
  categories,
  saved,
  uid,
  queryKey,
}: {
  report: Pick<InventoryReport, 'id' | 'locationId' | 'territoryId' | 'name'>;
  categories: readonly ExpenseCategory[];
  saved: Readonly<Partial<Record<ExpenseCategory, number>>>;
  uid: string;
  queryKey: readonly unknown[];
}) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(categories.map((c) => [c, asText(saved[c])])),
  );
  const [errors, setErrors] = useState<Partial<Record<ExpenseCategory, string>>>({});
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  const save = useMutation({
    mutationFn: async () => {
      const parsed = categories.map((c) => {
        const text = values[c].trim();
        return { c, text, cents: text === '' ? null : parseMoneyCents(text) };
      });
      const bad = parsed.filter((p) => p.text !== '' && p.cents === null);
      setErrors(
        Object.fromEntries(bad.map((p) => [p.c, 'Enter an amount in dollars, such as 1250.00.'])),
      );
      if (bad.length > 0) return false;
      // Only what changed is written: one document per expense.
      await Promise.all(
        parsed
          .filter((p) => p.cents !== (saved[p.c] ?? null))
          .map((p) => saveOtherExpense(db, uid, report, p.c, p.cents)),
      );
      return true;
    },
    onSuccess: async (ok) => {
      if (!ok) return;
      enqueueSnackbar('Expenses saved.', { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: () =>
      enqueueSnackbar('The expenses could not be saved. Please try again.', { variant: 'error' }),
  });

  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Other expenses · {report.name}
      </Typography>
      <Box
        component="form"
        aria-label="Other expenses"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {categories.map((c) => (
          <TextField
            key={c}
            size="small"
            label={`${EXPENSE_LABELS[c]} ($)`}
            value={values[c]}
            onChange={(e) => setValues((v) => ({ ...v, [c]: e.target.value }))}
            error={!!errors[c]}
            helperText={errors[c]}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 200 }}
          />
        ))}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ minHeight: 40 }}>
          Save expenses
        </Button>
      </Box>
    </Paper>
  );
}
