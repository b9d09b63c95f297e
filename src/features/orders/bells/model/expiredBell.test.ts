import {
  expiredBellItems,
  expiredTerritoryChunks,
  expiryCutoffSeconds,
  type ExpiredCandidate,
} from './expiredBell';

const DAY = 24 * 60 * 60;
const NOW = 1_800_000_000;

function order(
  id: string,
  status: ExpiredCandidate['status'],
  daysAgo: number,
  orderNumber = 1,
): ExpiredCandidate {
  return {
    id,
    orderNumber,
    status,
    updatedAtTimestamp: NOW - daysAgo * DAY,
    deliveryLocation: { name: 'Gulf Shore Warehouse' },
    territory: { name: 'Gulf Shore' },
  };
}

describe('expiredTerritoryChunks', () => {
  it('asks unscoped for a top role and nothing for a user without territories', () => {
    expect(expiredTerritoryChunks({ kind: 'all' })).toEqual([null]);
    expect(expiredTerritoryChunks({ kind: 'none' })).toEqual([]);
  });

  it('splits territories so status × territory stays within 30 disjunctions', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `t${i}`);
    const chunks = expiredTerritoryChunks({ kind: 'territories', territoryIds: ids });
    expect(chunks).toEqual([ids.slice(0, 15), ids.slice(15)]);
  });
});

describe('expiryCutoffSeconds', () => {
  it('is `days` days before now', () => {
    expect(expiryCutoffSeconds(NOW, 30)).toBe(NOW - 30 * DAY);
  });
});

describe('expiredBellItems', () => {
  it('lists pending and returned orders waiting over 30 days, longest waiting first, once', () => {
    const items = expiredBellItems(
      [
        order('a', 'pending', 31, 11),
        order('b', 'revision', 45, 12),
        order('a', 'pending', 31, 11),
        order('c', 'pending', 29, 13),
        order('d', 'approved', 90, 14),
      ],
      NOW,
      30,
    );
    expect(items.map((i) => i.orderNumber)).toEqual([12, 11]);
    expect(items[0]).toEqual({
      id: 'b',
      orderNumber: 12,
      name: 'Gulf Shore Warehouse',
      territoryName: 'Gulf Shore',
      updatedAt: new Date((NOW - 45 * DAY) * 1000),
    });
  });
});
