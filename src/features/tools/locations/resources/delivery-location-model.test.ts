import {
  deliveryLocationSchema,
  deliveryLocationToDocument,
  deliveryLocationToValues,
  emptyDeliveryLocationValues,
} from './delivery-location-model';
import { formatAddress } from './delivery-locations';

const valid = {
  ...emptyDeliveryLocationValues,
  name: ' Commissary ',
  territoryId: 't1',
  recipientName: ' Dana ',
  address1: '100 Harbor Rd',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  mobile: '2075550140',
  email: ' dock@example.com ',
};

describe('delivery location mapping', () => {
  it('defaults to enabled with an empty optional second line', () => {
    expect(emptyDeliveryLocationValues).toMatchObject({ enabled: true, address2: '' });
  });

  it('trims text and keeps the mobile as digits', () => {
    expect(deliveryLocationToDocument({ ...valid, mobile: '(207) 555-0140' })).toMatchObject({
      name: 'Commissary',
      recipientName: 'Dana',
      email: 'dock@example.com',
      mobile: '2075550140',
      address2: '',
    });
  });

  it('reads values back, digits only for an older masked mobile', () => {
    const values = deliveryLocationToValues({
      ...valid,
      id: 'd1',
      mobile: '(207) 555-0140',
    });
    expect(values.mobile).toBe('2075550140');
  });

  it('validates the whole form', () => {
    expect(deliveryLocationSchema.isValidSync(valid)).toBe(true);
    expect(() => deliveryLocationSchema.validateSync({ ...valid, email: 'x' })).toThrow(
      'Must be a valid email',
    );
    expect(deliveryLocationSchema.isValidSync({ ...valid, address2: '' })).toBe(true);
  });

  it('formats the address on one line', () => {
    expect(formatAddress({ ...valid, address2: 'Bay 4' })).toBe(
      '100 Harbor Rd, Bay 4, Portland, ME 04101',
    );
  });
});
