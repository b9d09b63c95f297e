import { pdf } from '@react-pdf/renderer';
import { saveBlob } from '@/lib/saveBlob';
import { StatementPdfDocument, type StatementPdfData } from './StatementPdfDocument';

/** Renders and saves a statement; loaded on the first click so react-pdf has its own chunk. */
export async function downloadStatementPdf(statement: StatementPdfData): Promise<string> {
  const blob = await pdf(<StatementPdfDocument statement={statement} />).toBlob();
  const name = `royalty-${statement.locationId}-${statement.month}.pdf`;
  saveBlob(blob, name);
  return name;
}
