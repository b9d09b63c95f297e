import { moreCategoriesLabel, splitCategories } from './chips';

const cat = (n: number) => ({ id: `c${n}`, name: `Category ${n}` });

describe('splitCategories', () => {
  it('shows every category when there are few', () => {
    expect(splitCategories([cat(1), cat(2)])).toEqual({ shown: [cat(1), cat(2)], hidden: [] });
  });

  it('moves the rest into the overflow', () => {
    expect(splitCategories([cat(1), cat(2), cat(3), cat(4)])).toEqual({
      shown: [cat(1), cat(2)],
      hidden: [cat(3), cat(4)],
    });
  });
});

describe('moreCategoriesLabel', () => {
  it('says how many more', () => {
    expect(moreCategoriesLabel(3)).toBe('+3 more categories');
    expect(moreCategoriesLabel(1)).toBe('+1 more category');
  });
});
