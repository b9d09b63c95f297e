import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunkLoadError';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/Orders-x.js',
    'error loading dynamically imported module: https://ops.example/assets/Orders-x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/Orders-x.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('does not take a screen fault or a non-error for a download failure', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
