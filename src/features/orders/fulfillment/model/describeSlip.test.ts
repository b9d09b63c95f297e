import { Timestamp } from 'firebase/firestore';
import type { Order } from '../../model/types';
import { describeSlip, type PackingSlipData } from './describeSlip';

const at = Timestamp.fromDate(new Date(2026, 10, 20, 15, 30));

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-007',
    orderNumber: 7,
    status: 'approved',
    overnightShipping: true,
    items: [
      { id: 'buns', quantity: 30 },
      { id: 'fries', quantity: 0 },
    ],
    maxPallets: 1,
    franchiseeNotes: 'Please deliver before 9am.',
    corporateNotes: '',
    territoryId: 't1',
    deliveryLocationId: 'd1',
    llcId: 'l1',
    enabled: true,
    userId: 'u1',
    revisions: [],
    readRecipients: [],
    territory: { name: 'North Coast' },
    deliveryLocation: { name: 'North Coast Commissary' },
    createdAt: at,
    updatedAt: at,
    updatedAtTimestamp: at.seconds,
    ...overrides,
  };
}

const data = (overrides: Partial<PackingSlipData> = {}): PackingSlipData => ({
  order: order(),
  address: {
    name: 'North Coast Commissary',
    recipientName: 'Dana Dock',
    address1: '100 Harbor Rd',
    address2: 'Bay 4',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    mobile: '2075550140',
    email: 'commissary@demo.test',
  },
  llcName: 'North Coast Foods LLC',
  items: [
    {
      id: 'buns',
      itemDesc: 'Brioche Buns',
      sku: 'BUN-BRI',
      casesPerPallet: 60,
      casesPerOvernight: 6,
      priceCents: 2_450,
      salePriceCents: 0,
      isOnSale: false,
    },
  ],
  note: 'Wrap every pallet.',
  ...overrides,
});

describe('describeSlip', () => {
  it('lays out the heading, the full address, the lines and the notes', () => {
    const slip = describeSlip(data());
    expect(slip.title).toBe('Packing Slip · Order #7');
    expect(slip.fields).toContainEqual(['Created', '20 Nov 2026 | 03:30 PM']);
    expect(slip.fields).toContainEqual(['LLC', 'North Coast Foods LLC']);
    expect(slip.fields).toContainEqual(['Overnight shipping', 'Yes']);
    expect(slip.fields).toContainEqual(['Order total', '$735.00']);
    expect(slip.fields).toContainEqual([
      'Prices',
      "At today's catalogue prices (sale prices while on sale).",
    ]);
    expect(slip.addressLines).toEqual([
      'North Coast Commissary',
      'Attn: Dana Dock',
      '100 Harbor Rd',
      'Bay 4',
      'Portland, ME 04101',
      '(207) 555-0140 · commissary@demo.test',
    ]);
    expect(slip.lines.map((line) => line.sku)).toEqual(['BUN-BRI']);
    expect(slip.totals).toEqual({ cases: 30, palletsNeeded: 1, overnightCases: 5 });
    expect(slip.notes).toEqual([
      ['Franchisee notes', 'Please deliver before 9am.'],
      ['Corporate notes', 'None'],
      ['Fulfillment note', 'Wrap every pallet.'],
    ]);
  });

  it('totals an approved order at the prices its approval counted', () => {
    const counted = {
      date: '2026-11-20',
      deliveryLocationId: 'd1',
      items: { buns: { qty: 30, cents: 60_000 } },
    };
    const slip = describeSlip(data({ order: order({ countedSales: counted }) }));
    expect(slip.fields).toContainEqual(['Order total', '$600.00']);
    expect(slip.fields).toContainEqual(['Prices', 'At the prices of its approval.']);
  });

  it('says what is missing instead of printing blanks', () => {
    const slip = describeSlip(data({ address: null, llcName: '', note: null }));
    expect(slip.addressLines).toEqual(['North Coast Commissary', 'Address not available']);
    expect(slip.fields).toContainEqual(['LLC', 'Unknown LLC']);
    expect(slip.notes[2]).toEqual(['Fulfillment note', 'No fulfillment note']);
  });
});
