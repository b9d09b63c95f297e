import { EVIDENCE_MAX } from '../model/actions';

/** Longest side of a stored evidence photo: enough to see the fix on a tablet. */
const MAX_SIDE = 800;

/**
 * A picked photo as a small JPEG data URL (no Storage emulator here, so evidence lives in the
 * action document; the rules cap it at EVIDENCE_MAX characters). Lowers the quality until it fits.
 */
export async function evidenceDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.8, 0.6, 0.4, 0.25]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= EVIDENCE_MAX) return url;
  }
  throw new Error('This photo is too large even after shrinking it');
}
