// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './saveBlob';

describe('saveBlob', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a temporary download link named after the file, then removes it', () => {
    URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveBlob(new Blob(['%PDF-']), 'packing-slip-7.pdf');
    expect(clicked).toEqual([{ href: 'blob:pdf-1', download: 'packing-slip-7.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
