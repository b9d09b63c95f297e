import { pdf } from '@react-pdf/renderer';
import { saveBlob } from '@/lib/saveBlob';
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
  saveBlob(blob, name);
  return name;
}
