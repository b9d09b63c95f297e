import { describe, expect, it } from 'vitest';
import { fileProblem } from '@/lib/files';
import { approvalFileLimits, approvalFileMessages, filePath, sentFiles } from './files';

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

describe('the files a sending stores (sentFiles)', () => {
  const path = 'approvals/event/req-1/0a1b2c.pdf';
  const url = (p: string) =>
    `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(p)}?alt=media&token=0f0f0f0f-0f0f-0f0f-0f0f-0f0f0f0f0f0f`;
  const file = { name: 'Permit.pdf', url: url(path), path };
  const refusal = (name: string) => ({
    error: `${name} is not a file uploaded to this request: remove it, attach it again and send the request again.`,
  });

  it("keeps this request's uploads as {name, url, path}, nothing else", () => {
    expect(sentFiles('event', 'req-1', [{ ...file, extra: 'x' }])).toEqual({ files: [file] });
    expect(sentFiles('event', 'req-1', [])).toEqual({ files: [] });
    expect(sentFiles('event', 'req-1', undefined)).toEqual({ files: [] });
  });

  it("refuses another request's or type's file, another site, another object and other types", () => {
    const other = 'approvals/event/req-2/0a1b2c.pdf';
    expect(sentFiles('event', 'req-1', [{ ...file, path: other, url: url(other) }])).toEqual(
      refusal('Permit.pdf'),
    );
    expect(sentFiles('refund', 'req-1', [file])).toEqual(refusal('Permit.pdf'));
    expect(sentFiles('event', 'req-1', [{ ...file, url: 'https://evil.test/Permit.pdf' }])).toEqual(
      refusal('Permit.pdf'),
    );
    // The link of another object than the entry's path.
    expect(sentFiles('event', 'req-1', [{ ...file, url: url(other) }])).toEqual(
      refusal('Permit.pdf'),
    );
    const heic = 'approvals/event/req-1/0a1b2c.heic';
    expect(sentFiles('event', 'req-1', [{ ...file, path: heic, url: url(heic) }])).toEqual(
      refusal('Permit.pdf'),
    );
    // A typed object name (what storage.rules refuse for new uploads).
    const typed = 'approvals/event/req-1/my permit.pdf';
    expect(sentFiles('event', 'req-1', [{ ...file, path: typed, url: url(typed) }])).toEqual(
      refusal('Permit.pdf'),
    );
    expect(sentFiles('event', 'req-1', [{ ...file, name: '' }])).toEqual(refusal('A file'));
    expect(sentFiles('event', 'req-1', ['x'])).toEqual(refusal('A file'));
  });

  it('refuses more than 20 files', () => {
    expect(
      sentFiles(
        'event',
        'req-1',
        Array.from({ length: 21 }, () => file),
      ),
    ).toEqual({
      error: 'At most 20 files per request',
    });
  });
});
