// @vitest-environment jsdom
import { mappingFor, rememberMapping } from './rememberedMapping';

const HEADERS = ['Business Day', 'Net', 'Gross Total', 'Comps', 'Voids', 'Checks'];
const CHOSEN = {
  date: 'Business Day',
  gross: 'Gross Total',
  discounts: 'Comps',
  refunds: 'Voids',
  transactions: 'Checks',
};

beforeEach(() => localStorage.clear());

describe('mappingFor', () => {
  it('reuses the mapping imported for the same location', () => {
    const custom = { ...CHOSEN, gross: 'Net' };
    rememberMapping('loc-1', custom);
    expect(mappingFor('loc-1', HEADERS)).toEqual(custom);
    expect(mappingFor('loc-2', HEADERS)).toEqual(CHOSEN);
  });

  it('guesses again when the file lacks a remembered column', () => {
    rememberMapping('loc-1', { ...CHOSEN, transactions: 'Guests' });
    expect(mappingFor('loc-1', HEADERS)).toEqual(CHOSEN);
  });

  it('guesses again over a damaged entry', () => {
    localStorage.setItem('harbor.salesCsvMapping.loc-1', '{"date":3}');
    expect(mappingFor('loc-1', HEADERS)).toEqual(CHOSEN);
    localStorage.setItem('harbor.salesCsvMapping.loc-1', 'not json');
    expect(mappingFor('loc-1', HEADERS)).toEqual(CHOSEN);
  });
});
