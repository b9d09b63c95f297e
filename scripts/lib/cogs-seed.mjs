/**
 * COGS seed (issue 14): links each demo franchise location to the delivery location its orders
 * go to (`deliveryLocationId`, README "COGS purchases come from fulfilled orders"), so COGS
 * purchases have the seeded fulfilled orders on first start, and gives every closed inventory
 * period already in `docs` (the inventory seed) labour and rent, plus fuel for trucks, so the P&L
 * has figures. Call it after the inventory seed; it edits `docs` in place and returns nothing.
 */
export const DELIVERY_OF_LOCATION = {
  'location-north-truck-1': 'delivery-north-commissary',
  'location-north-cafe': 'delivery-north-cafe',
  'location-gulf-truck-1': 'delivery-gulf-warehouse',
  'location-gulf-grill': 'delivery-gulf-grill',
};

export function addCogsSeed({ docs, now, ts }) {
  for (const [collection, id, data] of docs) {
    if (collection === 'franchise_locations' && DELIVERY_OF_LOCATION[id]) {
      data.deliveryLocationId = DELIVERY_OF_LOCATION[id];
    }
  }
  const closed = docs.filter(([c, , d]) => c === 'inventory_reports' && d.status === 'closed');
  closed.forEach(([, reportId, report], i) => {
    const truck = report.locationType === 'truck';
    const amounts = {
      labour: (truck ? 280_000 : 520_000) + i * 7_500,
      rent: truck ? 60_000 : 240_000,
      ...(truck ? { fuel: 45_000 + i * 1_250 } : {}),
    };
    for (const [category, amountCents] of Object.entries(amounts)) {
      docs.push([
        'other_expenses',
        `${reportId}_${category}`,
        {
          reportId,
          locationId: report.locationId,
          territoryId: report.territoryId,
          category,
          amountCents,
          userId: report.userId,
          updatedAt: ts(now),
        },
      ]);
    }
  });
}
