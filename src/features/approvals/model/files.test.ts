import { describe, expect, it } from 'vitest';
import { fileProblem, filePath } from './files';

describe('attachments', () => {
  it('stores files under the form id and request id', () => {
    expect(filePath('event', 'abc', 'permit.pdf')).toBe('approvals/event/abc/permit.pdf');
    expect(filePath('event', 'abc', 'a/b.pdf')).toBe('approvals/event/abc/a_b.pdf');
  });
  it('refuses other types, large files and a 21st file', () => {
    const pdf = { name: 'p.pdf', size: 1000, type: 'application/pdf' };
    expect(fileProblem(pdf, 0)).toBeNull();
    expect(fileProblem({ ...pdf, type: 'text/plain' }, 0)).toBe(
      'p.pdf: only PDF, JPEG, PNG or HEIC files',
    );
    expect(fileProblem({ ...pdf, size: 11 * 1024 * 1024 }, 0)).toBe('p.pdf is larger than 10 MB');
    expect(fileProblem(pdf, 20)).toBe('At most 20 files per request');
  });
});
