import { useMemo, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  alpha,
  type Theme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useSnackbar } from 'notistack';
import type { SalesRowError } from '@/lib/callables';
import { errorText } from '@/lib/errors';
import { saveBlob } from '@/lib/saveBlob';
import { useOnline } from '@/lib/useOnline';
import type { SalesLocation } from '../api/scope';
import { importSalesCsv, salesRowErrorsOf } from '../api/sales-entries';
import {
  delimiterName,
  mapCells,
  parseCsv,
  salesCsvTemplate,
  type CsvMapping,
  type ParsedCsv,
} from '../model/salesCsv';
import {
  SALES_FIELD_LABELS,
  SALES_FIELDS,
  SALES_OFFLINE_NOTICE,
  salesToday,
  validateSalesRows,
  type SalesField,
} from '../model/salesEntry';
import { formatCents } from '../model/salesMath';
import { mappingFor, rememberMapping } from '../model/rememberedMapping';
import { LocationSelect } from './LocationSelect';

type Duplicates = 'refuse' | 'replace';

/**
 * A refused row of the preview: a tint and a bar in the error colour, its text in the body colour
 * (white on the light error red was 3.48:1, below WCAG AA).
 */
const REFUSED_ROW = {
  bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.08),
  '& td:first-of-type': { boxShadow: (theme: Theme) => `inset 4px 0 ${theme.palette.error.main}` },
  '& td:last-of-type': { fontWeight: 500 },
} as const;

/**
 * Import of a POS export: pick the location and the file, map the columns once, check the preview
 * (every row's errors), then import through the server's importSalesCsv callable, which checks
 * every row again and writes all of them in one commit or none. Nothing is written while any row
 * is invalid; days already reported are refused or replaced, as chosen. A refusal keeps the file
 * and its mapping, and the rows the server refused show its errors in the preview.
 */
export function CsvImportTab({ locations }: { locations: readonly SalesLocation[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '');
  const [file, setFile] = useState<{ name: string; csv: ParsedCsv } | null>(null);
  const [mapping, setMapping] = useState<CsvMapping | null>(null);
  const [duplicates, setDuplicates] = useState<Duplicates>('refuse');
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  /** Row errors of the server's last refusal, for the file and mapping it was sent with. */
  const [serverErrors, setServerErrors] = useState<{
    rows: readonly Record<string, string>[];
    mapping: CsvMapping;
    errors: SalesRowError[];
  } | null>(null);
  const online = useOnline();
  const location = locations.find((l) => l.id === locationId);

  const cells = useMemo(
    () => (file && mapping ? mapCells(file.csv.rows, mapping) : []),
    [file, mapping],
  );
  const results = useMemo(() => {
    const checked = validateSalesRows(cells, salesToday(new Date()));
    if (!serverErrors || serverErrors.rows !== file?.csv.rows || serverErrors.mapping !== mapping) {
      return checked;
    }
    const byLine = new Map(serverErrors.errors.map((e) => [e.line, e.errors]));
    return checked.map((r) => {
      const extra = (byLine.get(r.line) ?? []).filter((e) => !r.errors.includes(e));
      return extra.length > 0 ? { ...r, sales: null, errors: [...r.errors, ...extra] } : r;
    });
  }, [cells, serverErrors, file, mapping]);
  const bad = results.filter((r) => r.errors.length > 0);
  const mappingComplete = mapping !== null && SALES_FIELDS.every((f) => mapping[f] !== '');
  const unmapped = mapping === null ? [] : SALES_FIELDS.filter((f) => mapping[f] === '');

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const csv = parseCsv(await picked.text());
    setMessage(null);
    setFile({ name: picked.name, csv });
    // A file without columns and rows has nothing to map: its problem is all there is to say.
    setMapping(csv.problem ? null : mappingFor(locationId, csv.headers));
  };

  const importRows = async () => {
    if (!location || !mapping || !file) return;
    setMessage(null);
    // The button is disabled then; nothing is sent with a bad row.
    if (bad.length > 0 || results.length === 0) return;
    setBusy(true);
    try {
      const { imported } = await importSalesCsv(location, cells, duplicates === 'replace');
      rememberMapping(location.id, mapping);
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
      setMessage({
        severity: 'success',
        text: `Imported ${imported} days for ${location.name}.`,
      });
      setFile(null);
      setServerErrors(null);
      enqueueSnackbar('Sales imported', { variant: 'success' });
    } catch (error) {
      console.error('Importing sales failed', error);
      // The server's own sentence (bad rows, locked months, days already reported, offline);
      // the file and its mapping stay, and refused rows show their errors in the preview.
      setMessage({ severity: 'error', text: errorText(error) });
      setServerErrors({ rows: file.csv.rows, mapping, errors: salesRowErrorsOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <LocationSelect
          locations={locations}
          value={locationId}
          onChange={(id) => {
            setLocationId(id);
            if (file && !file.csv.problem) setMapping(mappingFor(id, file.csv.headers));
          }}
        />
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          Choose CSV file
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            onChange={(e) => void pickFile(e)}
          />
        </Button>
        {file && <Typography>{file.name}</Typography>}
      </Box>
      {!online && <Alert severity="warning">{SALES_OFFLINE_NOTICE}</Alert>}
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      {file?.csv.problem && <Alert severity="error">{file.csv.problem}</Alert>}
      {(!file || file.csv.problem) && <ExpectedColumns />}
      {file && mapping && (
        <>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Columns
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {file.csv.rows.length} {file.csv.rows.length === 1 ? 'row' : 'rows'}, columns
              separated by {delimiterName(file.csv.delimiter)}.{' '}
              {unmapped.length > 0
                ? `Choose the column that holds ${unmapped.map((f) => SALES_FIELD_LABELS[f]).join(', ')}.`
                : 'Each figure is read from the column chosen below.'}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {SALES_FIELDS.map((field) => (
                <TextField
                  key={field}
                  select
                  size="small"
                  label={SALES_FIELD_LABELS[field]}
                  value={mapping[field]}
                  onChange={(e) => setMapping({ ...mapping, [field]: e.target.value })}
                  error={mapping[field] === ''}
                  helperText={mapping[field] === '' ? 'Choose a column' : ' '}
                  sx={{ minWidth: 170 }}
                >
                  {file.csv.headers.map((h) => (
                    <MenuItem key={h} value={h}>
                      {h}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
          </Paper>
          {mappingComplete && (
            <Paper sx={{ p: 2 }}>
              <Typography variant="h6" component="h2">
                Preview: {results.length} rows, {bad.length} with errors
              </Typography>
              <Table size="small" aria-label="Import preview">
                <TableHead>
                  <TableRow>
                    <TableCell>Line</TableCell>
                    <TableCell>Date</TableCell>
                    <TableCell align="right">Gross</TableCell>
                    <TableCell align="right">Net</TableCell>
                    <TableCell align="right">Transactions</TableCell>
                    <TableCell>Errors</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {results.map((r, index) => {
                    // A refused row shows what the file holds, so the wrong value can be found.
                    const raw = cells[index];
                    return (
                      <TableRow key={r.line} sx={r.errors.length ? REFUSED_ROW : undefined}>
                        <TableCell>{r.line}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {r.sales?.date ?? raw?.date}
                        </TableCell>
                        <TableCell align="right">
                          {r.sales ? formatCents(r.sales.grossCents) : raw?.gross}
                        </TableCell>
                        <TableCell align="right">
                          {r.sales ? formatCents(r.sales.netCents) : '—'}
                        </TableCell>
                        <TableCell align="right">
                          {r.sales?.transactions ?? raw?.transactions}
                        </TableCell>
                        <TableCell>{r.errors.join('; ')}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
              <RadioGroup
                row
                value={duplicates}
                onChange={(e) => setDuplicates(e.target.value as Duplicates)}
                sx={{ mt: 2 }}
              >
                <FormControlLabel
                  value="refuse"
                  control={<Radio />}
                  label="Refuse days already reported"
                />
                <FormControlLabel value="replace" control={<Radio />} label="Replace them" />
              </RadioGroup>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
                <Button
                  variant="contained"
                  size="large"
                  loading={busy}
                  disabled={bad.length > 0 || results.length === 0}
                  aria-describedby={bad.length > 0 ? 'csv-import-blocked' : undefined}
                  onClick={() => void importRows()}
                >
                  Import {results.length} days
                </Button>
                {bad.length > 0 && (
                  <Typography id="csv-import-blocked" variant="body2" color="error">
                    {bad.length} of {results.length} rows have errors: fix them in the file and
                    choose it again.
                  </Typography>
                )}
              </Box>
            </Paper>
          )}
        </>
      )}
    </Box>
  );
}

/** What the import expects, shown until a usable file is chosen, with a template to start from. */
function ExpectedColumns() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        What the file needs
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        A CSV export of your POS with a header line and one line per day, with these columns (any
        names: you choose which is which once):
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
        {SALES_FIELDS.map((f) => (
          <Typography component="li" variant="body2" key={f}>
            {SALES_FIELD_LABELS[f]}
            {COLUMN_HINTS[f]}
          </Typography>
        ))}
      </Box>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() =>
          saveBlob(
            new Blob([salesCsvTemplate()], { type: 'text/csv;charset=utf-8' }),
            'sales-template.csv',
          )
        }
      >
        Download template
      </Button>
    </Paper>
  );
}

const COLUMN_HINTS: Record<SalesField, string> = {
  date: ': the day, as 2026-11-28 or 11/28/2026',
  gross: ': dollars, as 1234.56 or 1,234.56',
  discounts: ': dollars, 0 if none',
  refunds: ': dollars, 0 if none',
  transactions: ': a whole number',
};
