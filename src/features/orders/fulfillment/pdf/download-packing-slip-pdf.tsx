import { pdf } from '@react-pdf/renderer';
import { saveBlob } from '@/lib/saveBlob';
import type { SlipDescription } from '../model/describeSlip';
import { PackingSlipDocument } from './PackingSlipDocument';

/**
 * Renders the slip to a PDF in the browser and saves it under `fileName`. This module pulls in
 * @react-pdf/renderer (about a megabyte), so callers load it with a dynamic import() on click.
 */
export async function downloadPackingSlipPdf(slip: SlipDescription, fileName: string) {
  const blob = await pdf(<PackingSlipDocument slip={slip} />).toBlob();
  saveBlob(blob, fileName);
}
