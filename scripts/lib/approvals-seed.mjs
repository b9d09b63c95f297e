/**
 * Demo approval requests (issue 12): one per status a reviewer meets, by the owner and the
 * manager, at seeded franchise locations, with their history and revision notes. Ids are stable
 * (`approval-demo-*`) so tests can open them; none is named like what the browser test creates.
 *
 * Issue 27: the reviewer routing table (Fulfillment reviews North Coast, Super Admin Gulf
 * Shore, each type falls back to Super Admin and the whole table to Fulfillment) and every sent
 * request's assignee picked from it by the app's own routedAssignee; one request is the Super
 * Admin's own (Gulf Shore), so it goes past them to Fulfillment.
 *
 * @param {{ docs: [string, string, Record<string, unknown>][],
 *   uids: { owner: string, manager: string, superAdmin: string, fulfillment: string },
 *   names: { owner: string, manager: string, superAdmin: string },
 *   territories: { north: string, gulf: string },
 *   routing: { routedAssignee: Function, routeId: Function },
 *   timestamp: (d: Date) => unknown, now: Date }} input
 * @returns {[string, string, Record<string, unknown>][]} [collection, id, data] rows
 */
export function buildApprovals({ docs, uids, names, territories, routing, timestamp, now }) {
  // The request types of src/data/approvals.ts FORM_IDS.
  const formIds = [
    'refund',
    'marketing',
    'event',
    'menu-item',
    'promotion',
    'equipment',
    'hours-change',
  ];
  const routes = [
    [
      routing.routeId(null, null),
      { formId: null, territoryId: null, reviewerId: uids.fulfillment },
    ],
  ];
  for (const formId of formIds) {
    routes.push([
      routing.routeId(formId, null),
      { formId, territoryId: null, reviewerId: uids.superAdmin },
    ]);
    for (const [territoryId, reviewerId] of [
      [territories.north, uids.fulfillment],
      [territories.gulf, uids.superAdmin],
    ]) {
      routes.push([routing.routeId(formId, territoryId), { formId, territoryId, reviewerId }]);
    }
  }
  const table = Object.fromEntries(routes.map(([id, route]) => [id, route.reviewerId]));
  const routeRows = routes.map(([id, route]) => [
    'approval_routing',
    id,
    {
      ...route,
      updatedBy: uids.superAdmin,
      updatedAt: timestamp(new Date(now.getTime() - 30 * 86_400_000)),
    },
  ]);
  /** The assignee a sent request got from the table (none for drafts). */
  const assigned = (data) =>
    data.status === 'draft'
      ? {}
      : { assigneeId: routing.routedAssignee(table, data.formId, data.territoryId, data.userId) };
  const locations = new Map(
    docs.filter(([c]) => c === 'franchise_locations').map(([, id, data]) => [id, data]),
  );
  const day = (offset, hours = 12) => {
    const d = new Date(now);
    d.setDate(d.getDate() + offset);
    d.setHours(hours, 0, 0, 0);
    return d;
  };
  const midnight = (offset) => day(offset, 0);
  const place = (locationId) => {
    const loc = locations.get(locationId);
    return {
      territoryId: loc.territoryId,
      territoryName: loc.territoryName,
      franchiseeLocationId: locationId,
      franchiseeLocationName: loc.name,
      franchiseeLocationType: loc.type,
    };
  };
  // Entries carry no changes (only a reassignment's): what changed since a review is computed
  // from `lastReviewed` (issue 28, src/features/approvals/model/reviewed.ts).
  const entry = (by, from, to, notes, daysAgo) => ({
    by: uids[by],
    byName: names[by],
    at: timestamp(day(-daysAgo)),
    from,
    to,
    notes,
    changes: [],
  });
  /** `data` with the values its revision request kept: as now, but for `before`. */
  const returnedWith = (data, typeKeys, before) => ({
    ...data,
    lastReviewed: Object.fromEntries(
      ['name', 'details', 'franchiseeLocationId', 'franchiseeLocationName', 'isTruckForm']
        .concat(typeKeys)
        .map((key) => [key, key in before ? before[key] : data[key]]),
    ),
  });
  const truck = [...locations].find(([, l]) => l.type === 'truck')?.[0];
  const restaurant = [...locations].find(([, l]) => l.type === 'restaurant')?.[0];
  const gulfRestaurant = [...locations].find(
    ([, l]) => l.type === 'restaurant' && l.territoryId === territories.gulf,
  )?.[0];
  const base = (by, status, formId, locationId, name, details, dueOffset, history, extra) => ({
    formId,
    status,
    name,
    details,
    userId: uids[by],
    requesterName: names[by],
    ...place(locationId),
    isTruckForm: locations.get(locationId).type === 'truck',
    dueDate: timestamp(midnight(dueOffset)),
    revisionNotes: history
      .filter((h) => h.to === 'revisionRequested' && h.from !== 'revisionRequested')
      .map(({ by, byName, at, notes }) => ({ by, byName, at, notes })),
    history,
    readRecipients: [],
    files: [],
    createdAt: history[0]?.at ?? timestamp(day(-1)),
    updatedAt: history.at(-1)?.at ?? timestamp(day(-1)),
    lastUpdated: history.at(-1)?.at ?? timestamp(day(-1)),
    ...extra,
  });
  return [
    [
      'approval-demo-catering',
      base(
        'manager',
        'submitted',
        'event',
        truck,
        'Lighthouse fun run catering',
        'Truck at the finish line, 3 hours.',
        -2,
        [entry('manager', '', 'submitted', '', 14)],
        {
          eventTimeAndDate: timestamp(day(12, 9)),
          isEventRecurring: false,
          isTruckForm: true,
          venue: 'Lighthouse Park',
          expectedGuests: 400,
        },
      ),
    ],
    [
      'approval-demo-flyers',
      returnedWith(
        base(
          'owner',
          'resubmitted',
          'marketing',
          restaurant,
          'Harbor days flyers',
          'Flyers in 20 shops along the harbor.',
          2,
          [
            entry('owner', '', 'submitted', '', 9),
            entry('superAdmin', 'submitted', 'revisionRequested', 'Use the new logo, please.', 6),
            entry('owner', 'revisionRequested', 'resubmitted', 'New logo on the flyer.', 5),
          ],
          {
            launchDate: timestamp(midnight(16)),
            howAdvertised: 'Print',
            startDate: timestamp(midnight(16)),
            endDate: timestamp(midnight(30)),
          },
        ),
        ['launchDate', 'howAdvertised', 'startDate', 'endDate'],
        { details: 'Flyers in 10 shops.' },
      ),
    ],
    [
      'approval-demo-refund',
      base(
        'manager',
        'approved',
        'refund',
        truck,
        'Cold chowder refund',
        'Guest received cold chowder twice.',
        -8,
        [
          entry('manager', '', 'submitted', '', 12),
          entry('superAdmin', 'submitted', 'approved', 'Refund approved.', 10),
        ],
        {
          transactionDate: timestamp(midnight(-13)),
          refundDate: timestamp(midnight(-6)),
          amountCents: 1840,
        },
      ),
    ],
    [
      'approval-demo-fryer',
      base(
        'owner',
        'denied',
        'equipment',
        restaurant,
        'Second fryer',
        'A second fryer for the lunch rush.',
        20,
        [
          entry('owner', '', 'submitted', '', 7),
          entry('superAdmin', 'submitted', 'denied', 'Budget is closed until the new quarter.', 3),
        ],
        { needByDate: timestamp(midnight(27)), amountCents: 349900 },
      ),
    ],
    [
      'approval-demo-gulf-sign',
      base(
        'superAdmin',
        'submitted',
        'equipment',
        gulfRestaurant,
        'Gulf Grill sign repair',
        'The roof sign lost two letters in the storm.',
        10,
        [entry('superAdmin', '', 'submitted', '', 2)],
        { needByDate: timestamp(midnight(17)), amountCents: 125000 },
      ),
    ],
  ]
    .map(([id, data]) => ['approvals', id, { ...data, ...assigned(data) }])
    .concat(routeRows);
}
