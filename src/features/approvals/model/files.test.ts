import { describe, expect, it } from 'vitest';
import { fileProblem } from '@/lib/files';
import { approvalFileLimits, approvalFileMessages, filePath } from './files';

describe('attachments', () => {
  it('stores files under the form id and request id', () => {
    expect(filePath('event', 'abc', 'f00d.pdf')).toBe('approvals/event/abc/f00d.pdf');
    expect(() => filePath('event', 'a/b', 'f00d.pdf')).toThrow();
  });
  it('refuses other types, HEIC by name, and files over 10 MB with the request wording', () => {
    const pdf = { name: 'p.pdf', size: 1000, type: 'application/pdf' };
    const problem = (file: typeof pdf) =>
      fileProblem(file, approvalFileLimits, approvalFileMessages);
    expect(problem(pdf)).toBeNull();
    expect(problem({ ...pdf, type: 'image/png' })).toBeNull();
    expect(problem({ ...pdf, name: 'IMG_1.HEIC', type: 'image/heic' })).toMatch(
      /^IMG_1\.HEIC is a HEIC photo, which cannot be attached: choose a PDF, JPEG or PNG file/,
    );
    // Some browsers give HEIC no type at all: the name tells.
    expect(problem({ ...pdf, name: 'IMG_2.heic', type: '' })).toMatch(/is a HEIC photo/);
    expect(problem({ ...pdf, type: 'text/plain' })).toBe(
      'p.pdf cannot be attached: only PDF, JPEG or PNG files can.',
    );
    expect(problem({ ...pdf, size: 10 * 1024 * 1024 })).toBeNull();
    expect(problem({ ...pdf, size: 10 * 1024 * 1024 + 1 })).toBe('p.pdf is larger than 10 MB');
  });
});
