/** Saves `blob` as a download named `fileName` (a generated PDF, say) through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled; the download keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
