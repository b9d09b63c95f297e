import { memo, useEffect, useRef, useState } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import type { CountLine } from '../model/cogs';
import type { Expectation } from '../model/countFlags';
import {
  lineInputOf,
  parseLineInput,
  quantityText,
  type CountItem,
  type LineInput,
} from '../model/countSheet';

interface Props {
  item: CountItem;
  saved: CountLine | undefined;
  unsynced: boolean;
  expected: Expectation | undefined;
  flagged: boolean;
  /** A flagged line's answer, shown so a reviewer sees why the figure stands. */
  note: string | undefined;
  readOnly: boolean;
  onSave: (item: CountItem, line: CountLine) => void;
}

/** Saves this long after the last key, so a line autosaves even if the counter never leaves it. */
const AUTOSAVE_MS = 800;

const fieldSx = { width: { xs: 88, sm: 104 }, '& input': { minHeight: 28, textAlign: 'right' } };

/**
 * One line of the count sheet: cases and eaches (or lb), a "Zero" button, and whether the line
 * is blank, zero, saved or waiting to sync. What is typed stays until it is saved; a saved line
 * from another counter replaces the fields only while this line is not being edited.
 */
export const CountLineRow = memo(function CountLineRow({
  item,
  saved,
  unsynced,
  expected,
  flagged,
  note,
  readOnly,
  onSave,
}: Props) {
  const [input, setInput] = useState<LineInput>(() => lineInputOf(saved, item));
  const [error, setError] = useState('');
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!dirty.current) setInput(lineInputOf(saved, item));
  }, [saved, item]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const commit = (next: LineInput) => {
    clearTimeout(timer.current ?? undefined);
    const parsed = parseLineInput(next, item.unitsPerCase);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError('');
    dirty.current = false;
    onSave(item, parsed.line);
  };
  const change = (next: LineInput) => {
    dirty.current = true;
    setInput(next);
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => commit(next), AUTOSAVE_MS);
  };
  const label = item.itemDesc;
  const state =
    !saved || saved.state === 'notCounted'
      ? 'Not counted'
      : saved.state === 'zero'
        ? 'Counted zero'
        : 'Counted';

  return (
    <Box
      data-testid={`count-line-${item.id}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{item.itemDesc}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.sku} ·{' '}
          {item.countUnit === 'lb'
            ? `by weight, ${item.unitsPerCase} lb per case`
            : `${item.unitsPerCase} per case`}
          {expected !== undefined && ` · expected about ${quantityText(expected.quantity, item)}`}
        </Typography>
        {note && (
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            Note: {note}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {input.unit === 'lb' ? (
          <TextField
            label="lb"
            value={input.lb}
            disabled={readOnly}
            onChange={(e) => change({ unit: 'lb', lb: e.target.value })}
            onBlur={() => dirty.current && commit(input)}
            error={Boolean(error)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${label} lb` } }}
            sx={fieldSx}
          />
        ) : (
          <>
            <TextField
              label="Cases"
              value={input.cases}
              disabled={readOnly}
              onChange={(e) => change({ ...input, cases: e.target.value })}
              onBlur={() => dirty.current && commit(input)}
              error={Boolean(error)}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${label} cases` } }}
              sx={fieldSx}
            />
            <TextField
              label="Eaches"
              value={input.eaches}
              disabled={readOnly}
              onChange={(e) => change({ ...input, eaches: e.target.value })}
              onBlur={() => dirty.current && commit(input)}
              error={Boolean(error)}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${label} eaches` } }}
              sx={fieldSx}
            />
          </>
        )}
        {!readOnly && (
          <Button
            variant="outlined"
            aria-label={`${label}: counted zero`}
            sx={{ minHeight: 56, minWidth: 64 }}
            onClick={() => {
              const zero: LineInput =
                item.countUnit === 'lb'
                  ? { unit: 'lb', lb: '0' }
                  : { unit: 'each', cases: '0', eaches: '0' };
              setInput(zero);
              commit(zero);
            }}
          >
            Zero
          </Button>
        )}
      </Stack>
      <Stack spacing={0.5} sx={{ minWidth: 140, alignItems: 'flex-start' }}>
        <Chip
          size="small"
          label={state}
          color={state === 'Not counted' ? 'default' : 'success'}
          variant={state === 'Not counted' ? 'outlined' : 'filled'}
        />
        {unsynced && <Chip size="small" color="warning" label="Not synced yet" />}
        {flagged && (
          <Chip size="small" color="error" icon={<FlagIcon />} label="Far from expected" />
        )}
        {error && (
          <Typography variant="body2" color="error" role="alert">
            {error}
          </Typography>
        )}
      </Stack>
    </Box>
  );
});
