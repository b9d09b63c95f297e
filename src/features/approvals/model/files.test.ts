import { describe, expect, it } from 'vitest';
import { fileProblem } from '@/lib/files';
import { approvalFileLimits, approvalFileMessages, filePath } from './files';

describe('attachments', () => {
  it('stores files under the form id and request id', () => {
    expect(filePath('event', 'abc', 'permit.pdf')).toBe('approvals/event/abc/permit.pdf');
    expect(filePath('event', 'abc', 'a/b.pdf')).toBe('approvals/event/abc/a_b.pdf');
  });
  it('refuses other types and files over 10 MB with the request wording', () => {
    const pdf = { name: 'p.pdf', size: 1000, type: 'application/pdf' };
    const problem = (file: typeof pdf) =>
      fileProblem(file, approvalFileLimits, approvalFileMessages);
    expect(problem(pdf)).toBeNull();
    expect(problem({ ...pdf, type: 'image/heic' })).toBeNull();
    expect(problem({ ...pdf, type: 'text/plain' })).toBe(
      'p.pdf: only PDF, JPEG, PNG or HEIC files',
    );
    expect(problem({ ...pdf, size: 10 * 1024 * 1024 })).toBeNull();
    expect(problem({ ...pdf, size: 10 * 1024 * 1024 + 1 })).toBe('p.pdf is larger than 10 MB');
  });
});
