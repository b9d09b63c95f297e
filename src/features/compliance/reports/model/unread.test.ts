import { unreadNeeded, unreadPage } from './unread';

describe('unread paging', () => {
  const loaded = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('needs one more than the pages shown so far, to know about a next page', () => {
    expect(unreadNeeded(0)).toBe(6);
    expect(unreadNeeded(1)).toBe(11);
    expect(unreadNeeded(0, 2)).toBe(3);
  });

  it('slices pages of five and says whether one follows', () => {
    expect(unreadPage(loaded, 0, true)).toEqual({
      items: ['a', 'b', 'c', 'd', 'e'],
      hasNext: true,
      label: 'Page 1 of 2',
    });
    expect(unreadPage(loaded, 1, true)).toEqual({
      items: ['f', 'g'],
      hasNext: false,
      label: 'Page 2 of 2',
    });
  });

  it('leaves out the total while more may be loaded', () => {
    expect(unreadPage(loaded, 0, false).label).toBe('Page 1');
  });

  it('has one empty page when nothing is unread', () => {
    expect(unreadPage([], 0, true)).toEqual({ items: [], hasNext: false, label: 'Page 1 of 1' });
  });
});
