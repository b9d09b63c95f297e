// @vitest-environment jsdom
import { rememberBar, rememberedBar } from './rememberedBar';

beforeEach(() => localStorage.clear());

describe('rememberedBar', () => {
  it('returns what was remembered for the same user only', () => {
    rememberBar('u1', { id: 'a1', message: 'Spring menu' });
    expect(rememberedBar('u1')).toEqual({ id: 'a1', message: 'Spring menu' });
    expect(rememberedBar('u2')).toBeNull();
  });

  it('forgets the bar once nothing is shown', () => {
    rememberBar('u1', { id: 'a1', message: 'Spring menu' });
    rememberBar('u1', null);
    expect(rememberedBar('u1')).toBeNull();
  });

  it('ignores a stored value that is not a bar', () => {
    localStorage.setItem('announcementBar:u1', '{"id":3}');
    expect(rememberedBar('u1')).toBeNull();
    localStorage.setItem('announcementBar:u1', 'not json');
    expect(rememberedBar('u1')).toBeNull();
  });
});
