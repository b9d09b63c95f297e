import Papa from 'papaparse';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { saveBlob } from '@/lib/saveBlob';

interface CsvExportButtonProps {
  fileName: string;
  rows: readonly Record<string, string | number>[];
}

/** "Export CSV" of a table's rows as shown (papaparse writes the quoting). */
export function CsvExportButton({ fileName, rows }: CsvExportButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={rows.length === 0}
      onClick={() =>
        saveBlob(new Blob([Papa.unparse([...rows])], { type: 'text/csv;charset=utf-8' }), fileName)
      }
    >
      Export CSV
    </Button>
  );
}
