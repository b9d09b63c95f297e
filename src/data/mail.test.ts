import { Timestamp } from 'firebase/firestore';
import { readEmailOptOut, readMail } from './mail';

describe('readMail', () => {
  it('reads a stored mail document', () => {
    const at = Timestamp.fromMillis(1_000);
    const stored = {
      to: ['orders@x.test'],
      message: { subject: 'Order 5', text: 'Placed', html: '<p>Placed</p>' },
      event: { type: 'orderSubmitted', ref: 'orders/order-5' },
      createdBy: 'u1',
      createdAt: at,
    };
    expect(readMail(stored)).toEqual(stored);
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(
      readMail({ to: 'orders@x.test', message: 'Hi', event: { type: 3 }, createdAt: 'now' }),
    ).toEqual({
      to: [],
      message: { subject: '', text: '', html: '' },
      event: { type: '', ref: '' },
      createdBy: '',
    });
  });
});

describe('readEmailOptOut', () => {
  it('opts out only with an explicit true', () => {
    expect(readEmailOptOut({ optedOut: true }).optedOut).toBe(true);
    expect(readEmailOptOut({ optedOut: 'true' }).optedOut).toBe(false);
    expect(readEmailOptOut({}).optedOut).toBe(false);
  });
});
