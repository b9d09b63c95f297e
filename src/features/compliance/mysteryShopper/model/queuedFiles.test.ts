import { MAX_FILES } from './schemas';
import { withReportFile } from './queuedFiles';

describe('withReportFile', () => {
  const file = { name: 'receipt.pdf', url: 'https://files/receipt.pdf' };

  it('appends the uploaded file', () => {
    expect(withReportFile([], file, MAX_FILES)).toEqual([file]);
  });

  it('does not add the same file twice (a retried attach)', () => {
    expect(withReportFile([file], file, MAX_FILES)).toBeNull();
  });

  it('refuses a file beyond the limit', () => {
    const full = Array.from({ length: MAX_FILES }, (_, i) => ({ name: `${i}`, url: `u${i}` }));
    expect(withReportFile(full, file, MAX_FILES)).toBeNull();
  });
});
