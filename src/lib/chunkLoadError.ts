/*
 * How each browser words a dynamic import whose file could not be fetched (offline before the
 * service worker cached it, or a deploy removed the old file): Chromium, Firefox, Safari, and
 * Vite's own preload of a chunk's CSS.
 */
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Whether `error` is a screen's code failing to download, not a fault of the screen itself. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && CHUNK_LOAD_MESSAGES.some((message) => message.test(error.message))
  );
}
