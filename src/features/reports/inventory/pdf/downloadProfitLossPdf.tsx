import { pdf } from '@react-pdf/renderer';
import { saveBlob } from '@/lib/saveBlob';
import { ProfitLossPdfDocument, type ProfitLossPdfData } from './ProfitLossPdfDocument';

/** Renders and saves the P&L; loaded on the first click so react-pdf has its own chunk. */
export async function downloadProfitLossPdf(
  data: ProfitLossPdfData,
  fileName: string,
): Promise<string> {
  const blob = await pdf(<ProfitLossPdfDocument data={data} />).toBlob();
  saveBlob(blob, fileName);
  return fileName;
}
