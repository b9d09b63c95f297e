import { fulfillmentTarget, parseFulfillmentTab } from './tabs';

describe('fulfillment tabs', () => {
  it('reads the tab from the query parameter, defaulting to approved', () => {
    expect(parseFulfillmentTab('fulfilled')).toBe('fulfilled');
    expect(parseFulfillmentTab('approved')).toBe('approved');
    expect(parseFulfillmentTab(null)).toBe('approved');
    expect(parseFulfillmentTab('pending')).toBe('approved');
    expect(parseFulfillmentTab('FULFILLED')).toBe('approved');
  });

  it('fulfils approved orders and unfulfils fulfilled ones, nothing else', () => {
    expect(fulfillmentTarget('approved')).toBe('fulfilled');
    expect(fulfillmentTarget('fulfilled')).toBe('approved');
    expect(fulfillmentTarget('pending')).toBeNull();
    expect(fulfillmentTarget('revision')).toBeNull();
    expect(fulfillmentTarget('deleted')).toBeNull();
  });
});
