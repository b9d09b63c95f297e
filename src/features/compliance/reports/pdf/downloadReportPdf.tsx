import { pdf } from '@react-pdf/renderer';
import { saveBlob } from '@/lib/saveBlob';
import type { ReportDetails } from '../model/report';
import { pdfFileName } from '../model/pdfFileName';
import { loadPhotos } from './loadPhotos';
import { ReportPdfDocument } from './ReportPdfDocument';
import { db } from '@/lib/firebase';
import { listLocationHistory, scoreTrend, type ScoreTrend } from '../../history';
import { getSignoff } from '../../signoff';
import type { Signoff } from '../../model/signoff';

/** The trend of a published report; null for samples, drafts, or when it cannot be read. */
async function loadTrend(report: ReportDetails): Promise<ScoreTrend | null> {
  if (report.isSample || report.status !== 'published') return null;
  try {
    const history = await listLocationHistory(
      db,
      { id: report.franchiseeLocationId, territoryId: report.territoryId },
      report.createdAt,
    );
    return scoreTrend(history, report.id);
  } catch (error) {
    console.error('Could not read the score trend for the PDF', error);
    return null;
  }
}

/** The sign-off of a published report; null for samples, older reports, or when unreadable. */
async function loadSignoff(report: ReportDetails): Promise<Signoff | null> {
  if (report.isSample || report.status !== 'published') return null;
  try {
    return await getSignoff(db, report.id);
  } catch (error) {
    console.error('Could not read the sign-off for the PDF', error);
    return null;
  }
}

/**
 * Renders the report to a PDF in the browser and saves it under pdfFileName(report). Loaded only
 * when "Download PDF" is clicked (dynamic import), so react-pdf stays out of the page bundles.
 */
export async function downloadReportPdf(report: ReportDetails): Promise<string> {
  const [photos, trend, signoff] = await Promise.all([
    loadPhotos(report),
    loadTrend(report),
    loadSignoff(report),
  ]);
  const blob = await pdf(
    <ReportPdfDocument report={report} photos={photos} trend={trend} signoff={signoff} />,
  ).toBlob();
  const name = pdfFileName(report);
  saveBlob(blob, name);
  return name;
}
