// @vitest-environment jsdom
import { readLocalJson, removeLocalJson, writeLocalJson } from './localJson';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('localJson', () => {
  it('reads back what was written, and nothing once removed', () => {
    writeLocalJson('k', { a: 1, b: ['x'] });
    expect(readLocalJson('k')).toEqual({ a: 1, b: ['x'] });
    removeLocalJson('k');
    expect(readLocalJson('k')).toBeNull();
  });

  it('treats a damaged entry as nothing kept', () => {
    localStorage.setItem('k', '{not json');
    expect(readLocalJson('k')).toBeNull();
  });

  it('keeps nothing, and throws nothing, when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeLocalJson('k', 1)).not.toThrow();
    expect(readLocalJson('k')).toBeNull();
  });

  it('survives disabled storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeLocalJson('k', 1)).not.toThrow();
    expect(readLocalJson('k')).toBeNull();
    expect(() => removeLocalJson('k')).not.toThrow();
  });
});
