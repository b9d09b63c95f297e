import { readDeliveryLocationDoc } from './deliveryLocations';

describe('readDeliveryLocationDoc', () => {
  it('reads a stored delivery location', () => {
    const stored = {
      name: 'Dock',
      territoryId: 't1',
      recipientName: 'Rita',
      address1: '100 Harbor Rd',
      address2: 'Bay 4',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
      mobile: '5125550101',
      email: 'dock@x.test',
      enabled: false,
    };
    expect(readDeliveryLocationDoc(stored)).toEqual(stored);
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(readDeliveryLocationDoc({ name: 1, zip: 4101, mobile: 5125550101, enabled: 0 })).toEqual(
      {
        name: '',
        territoryId: '',
        recipientName: '',
        address1: '',
        address2: '',
        city: '',
        state: '',
        zip: '',
        mobile: '',
        email: '',
        enabled: true,
      },
    );
  });
});
