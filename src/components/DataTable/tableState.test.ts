import {
  clearFilters,
  hasActiveFilters,
  initialTableState,
  setFilter,
  setPage,
  setPageSize,
  toggleSort,
} from './tableState';

describe('table state', () => {
  it('starts unsorted, unfiltered, on page one with 25 rows', () => {
    expect(initialTableState()).toEqual({ sort: null, filters: {}, page: 0, pageSize: 25 });
  });
  it('sorts ascending on first click and flips on the next', () => {
    const once = toggleSort(initialTableState(), 'name');
    expect(once.sort).toEqual({ field: 'name', direction: 'asc' });
    expect(toggleSort(once, 'name').sort).toEqual({ field: 'name', direction: 'desc' });
    expect(toggleSort(toggleSort(once, 'name'), 'city').sort).toEqual({
      field: 'city',
      direction: 'asc',
    });
  });
  it('returns to page one when sort, filters or page size change', () => {
    const onPage3 = setPage(initialTableState(), 2);
    expect(toggleSort(onPage3, 'name').page).toBe(0);
    expect(setFilter(onPage3, 'name', { type: 'text', text: 'a' }).page).toBe(0);
    expect(setPageSize(onPage3, 50)).toMatchObject({ page: 0, pageSize: 50 });
    expect(clearFilters(onPage3).page).toBe(0);
  });
  it('drops filters that no longer filter anything', () => {
    let state = setFilter(initialTableState(), 'status', { type: 'checkbox', values: ['active'] });
    expect(hasActiveFilters(state)).toBe(true);
    state = setFilter(state, 'status', { type: 'checkbox', values: [] });
    expect(state.filters).toEqual({});
    expect(setFilter(state, 'name', { type: 'text', text: '   ' }).filters).toEqual({});
    expect(hasActiveFilters(state)).toBe(false);
  });
  it('clears every filter at once', () => {
    const state = setFilter(
      setFilter(initialTableState(), 'name', { type: 'text', text: 'x' }),
      'status',
      { type: 'checkbox', values: ['a'] },
    );
    expect(hasActiveFilters(clearFilters(state))).toBe(false);
  });
});
