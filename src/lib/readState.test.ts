import { chunk, isUnread, pageCount, pageLabel, unreadIds, withRead } from './readState';

const items = [
  { id: 'a', readRecipients: ['me', 'you'] },
  { id: 'b', readRecipients: [] },
  { id: 'c', readRecipients: ['you'] },
];

describe('read state', () => {
  it('treats an item as unread until the uid is in readRecipients', () => {
    expect(isUnread(items[0], 'me')).toBe(false);
    expect(isUnread(items[1], 'me')).toBe(true);
    expect(isUnread(items[2], 'me')).toBe(true);
  });

  it('lists the unread ids in order', () => {
    expect(unreadIds(items, 'me')).toEqual(['b', 'c']);
    expect(unreadIds(items, 'you')).toEqual(['b']);
    expect(unreadIds([], 'me')).toEqual([]);
  });

  it('adds the uid to the given unread items only, without touching the input', () => {
    const next = withRead(items, ['a', 'b'], 'me');
    expect(next.map((item) => item.readRecipients)).toEqual([['me', 'you'], ['me'], ['you']]);
    expect(items[1].readRecipients).toEqual([]);
    expect(next[0]).toBe(items[0]);
  });
});

describe('page math', () => {
  it('has at least one page and rounds up', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
  });

  it('labels the page with the total when known', () => {
    expect(pageLabel(0, 12, 5)).toBe('Page 1 of 3');
    expect(pageLabel(2, 12, 5)).toBe('Page 3 of 3');
    expect(pageLabel(0, 0, 5)).toBe('Page 1 of 1');
    expect(pageLabel(1, null, 5)).toBe('Page 2');
  });

  it('chunks a list for batches', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 100)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow();
  });
});
