import { describe, expect, it } from 'vitest';
import { fileProblem, takeRoom, withFile, type FileMessages } from './files';

const messages: FileMessages = {
  tooMany: 'Too many',
  wrongType: ({ name }) => `${name}: wrong type`,
  tooLarge: (name) => `${name}: too large`,
  uploadFailed: (name) => `${name}: failed`,
};
const pdf = { name: 'a.pdf', size: 100, type: 'application/pdf' };

describe('fileProblem', () => {
  it('checks the type only where types are limited, then the size (inclusive)', () => {
    const limits = { maxFiles: 2, maxBytes: 100, types: ['application/pdf'] };
    expect(fileProblem(pdf, limits, messages)).toBeNull();
    expect(fileProblem({ ...pdf, type: 'text/plain' }, limits, messages)).toBe('a.pdf: wrong type');
    expect(fileProblem({ ...pdf, size: 101 }, limits, messages)).toBe('a.pdf: too large');
    expect(
      fileProblem({ ...pdf, type: 'text/plain' }, { maxFiles: 2, maxBytes: 100 }, messages),
    ).toBeNull();
  });
});

describe('takeRoom', () => {
  it('keeps the first files that fit and counts the rest', () => {
    expect(takeRoom(['a', 'b', 'c'], 2)).toEqual({ taken: ['a', 'b'], refused: 1 });
    expect(takeRoom(['a'], 0)).toEqual({ taken: [], refused: 1 });
    expect(takeRoom(['a'], -3)).toEqual({ taken: [], refused: 1 });
    expect(takeRoom(['a'], 5)).toEqual({ taken: ['a'], refused: 0 });
  });
});

describe('withFile', () => {
  it('appends a new file and replaces one with the same key', () => {
    const key = (f: { name: string; url: string }) => f.name;
    const files = [
      { name: 'a', url: '1' },
      { name: 'b', url: '2' },
    ];
    expect(withFile(files, { name: 'c', url: '3' }, key).map((f) => f.name)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(withFile(files, { name: 'a', url: '9' }, key)).toEqual([
      { name: 'b', url: '2' },
      { name: 'a', url: '9' },
    ]);
  });
});
