import { pdf } from '@react-pdf/renderer';
import type { SlipDescription } from '../model/describeSlip';
import { PackingSlipDocument } from './PackingSlipDocument';

/**
 * Renders the slip to a PDF in the browser and saves it under `fileName`. This module pulls in
 * @react-pdf/renderer (about a megabyte), so callers load it with a dynamic import() on click.
 */
export async function downloadPackingSlipPdf(slip: SlipDescription, fileName: string) {
  const blob = await pdf(<PackingSlipDocument slip={slip} />).toBlob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
