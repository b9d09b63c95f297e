import type { ReportDetails } from '../model/report';
import type { LoadedPhotos } from './ReportPdfDocument';

/** Photos fetched at once; a report has tens of photos at most. */
const CONCURRENCY = 6;

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}

async function loadOne(url: string): Promise<string | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const blob = await response.blob();
    // react-pdf draws JPEG and PNG only; anything else is shown as "Photo unavailable".
    if (!/^image\/(jpeg|png)$/.test(blob.type)) return null;
    return await blobToDataUrl(blob);
  } catch (error) {
    // Storage offline, CORS, a deleted file: the PDF still renders, with a placeholder.
    console.warn('A report photo could not be loaded for the PDF', url, error);
    return null;
  }
}

/** Fetches every photo of the report once, so a failing image cannot break the PDF render. */
export async function loadPhotos(report: ReportDetails): Promise<LoadedPhotos> {
  const urls = [...new Set(report.questions.flatMap((q) => q.images.map((image) => image.url)))];
  const loaded: Record<string, string | null> = {};
  for (let i = 0; i < urls.length; i += CONCURRENCY) {
    const slice = urls.slice(i, i + CONCURRENCY);
    const results = await Promise.all(slice.map(loadOne));
    slice.forEach((url, index) => (loaded[url] = results[index]));
  }
  return loaded;
}
