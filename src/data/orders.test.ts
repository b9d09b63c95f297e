import { Timestamp, type DocumentSnapshot } from 'firebase/firestore';
import {
  readDraft,
  readFulfillmentNote,
  readOrder,
  readOrderNotification,
  toFulfillmentNote,
} from './orders';

const at = Timestamp.fromMillis(1_000);

describe('readOrder', () => {
  it('reads a stored order, its lines map as the items list', () => {
    const order = readOrder({
      orderNumber: 12,
      status: 'approved',
      overnightShipping: true,
      lines: { i1: '3', i2: '1' },
      maxPallets: 2,
      territoryId: 't1',
      territory: { name: 'North Coast' },
      deliveryLocation: { name: 'Dock' },
      revisions: [
        { by: 'u1', byName: 'Olive', at, from: 'pending', to: 'approved', notes: '' },
        { by: 'u1', from: 'pending', to: 'lost' },
      ],
      readRecipients: ['u1'],
      createdAt: at,
    });
    expect(order).toMatchObject({
      orderNumber: 12,
      status: 'approved',
      overnightShipping: true,
      items: [
        { id: 'i1', quantity: 3 },
        { id: 'i2', quantity: 1 },
      ],
      maxPallets: 2,
      territory: { name: 'North Coast' },
      deliveryLocation: { name: 'Dock' },
      revisions: [{ by: 'u1', byName: 'Olive', at, from: 'pending', to: 'approved', notes: '' }],
      readRecipients: ['u1'],
      enabled: true,
      createdAt: at,
      updatedAt: null,
    });
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    const order = readOrder({
      orderNumber: '12',
      status: 'lost',
      overnightShipping: 'yes',
      lines: 'i1',
      franchiseeNotes: 4,
      territory: 'North Coast',
      revisions: 3,
      readRecipients: 'u1',
      createdAt: '2026-01-01',
    });
    expect(order).toMatchObject({
      orderNumber: 0,
      // An unknown status reads as pending, the state that asks someone to look at the order.
      status: 'pending',
      overnightShipping: false,
      items: [],
      franchiseeNotes: '',
      territory: { name: '' },
      revisions: [],
      readRecipients: [],
      createdAt: null,
    });
  });
});

describe('readDraft', () => {
  it('reads the fields a draft shares with an order, and nothing else', () => {
    const draft = readDraft({ items: [{ id: 'i1', quantity: 2 }], status: 'approved', userId: 9 });
    expect(draft.items).toEqual([{ id: 'i1', quantity: 2 }]);
    expect(draft.userId).toBe('');
    expect(draft).not.toHaveProperty('status');
  });
});

describe('readOrderNotification', () => {
  it('reads a stored value of the wrong type as the empty value', () => {
    expect(
      readOrderNotification({
        orderId: 'order-5',
        orderNumber: 'five',
        status: { isPending: true, isApproved: 'no' },
        name: 7,
        readRecipients: ['u1', null],
        lastUpdated: at,
      }),
    ).toEqual({
      orderId: 'order-5',
      orderNumber: 0,
      status: { isPending: true, isApproved: false, isFulfilled: false },
      territoryId: '',
      name: '',
      territoryName: '',
      isOvernightShipping: false,
      readRecipients: ['u1'],
      lastUpdated: at,
      createdAt: null,
      updatedAt: null,
    });
  });
});

describe('readFulfillmentNote', () => {
  /** A note with nothing readable stored (its id aside). */
  const EMPTY_NOTE = {
    notes: '',
    isCurrent: false,
    isPast: false,
    createdAt: null,
    updatedAt: null,
  };

  it('reads a stored note with its times as dates', () => {
    expect(
      readFulfillmentNote(
        { notes: 'Wrap twice', isCurrent: true, createdAt: at, createdBy: 'u1' },
        'n1',
      ),
    ).toEqual({
      id: 'n1',
      notes: 'Wrap twice',
      isCurrent: true,
      isPast: false,
      createdAt: new Date(1_000),
      updatedAt: null,
      createdBy: 'u1',
    });
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(
      readFulfillmentNote({ notes: 1, isPast: 'yes', updatedAt: 'today', createdBy: 2 }, 'n2'),
    ).toEqual({ id: 'n2', ...EMPTY_NOTE });
  });

  it('reads a snapshot with pending server times estimated, a missing one as empty', () => {
    const data = vi.fn(() => undefined);
    const snapshot = { id: 'n3', data } as unknown as DocumentSnapshot;
    expect(toFulfillmentNote(snapshot)).toEqual({ id: 'n3', ...EMPTY_NOTE });
    expect(data).toHaveBeenCalledWith({ serverTimestamps: 'estimate' });
  });
});
