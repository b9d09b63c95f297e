import { pdf } from '@react-pdf/renderer';
import type { ReportDetails } from '../model/report';
import { pdfFileName } from '../model/pdfFileName';
import { loadPhotos } from './loadPhotos';
import { ReportPdfDocument } from './ReportPdfDocument';

/**
 * Renders the report to a PDF in the browser and saves it under pdfFileName(report). Loaded only
 * when "Download PDF" is clicked (dynamic import), so react-pdf stays out of the page bundles.
 */
export async function downloadReportPdf(report: ReportDetails): Promise<string> {
  const photos = await loadPhotos(report);
  const blob = await pdf(<ReportPdfDocument report={report} photos={photos} />).toBlob();
  const name = pdfFileName(report);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled; the download keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
