import { useState } from 'react';
import { Button } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useSnackbar } from 'notistack';
import type { ReportDetails } from '../model/report';

/** "Download PDF": loads the PDF renderer on first click (its own chunk) and saves the file. */
export function DownloadPdfButton({ report }: { report: ReportDetails }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadReportPdf } = await import('../pdf/downloadReportPdf');
      await downloadReportPdf(report);
    } catch (error) {
      console.error('Creating the compliance report PDF failed', error);
      enqueueSnackbar('The PDF could not be created. Please try again.', { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<PictureAsPdfIcon />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
    >
      Download PDF
    </Button>
  );
}
