/**
 * The documents of the scale seed (issue 29): a chain (scale-chain.mjs) with two years of
 * history, in exactly the shapes the demo seed and the app write. Pure: it takes the clock, the
 * catalogue items and the app's own modules (scoring, approval routing, refund day) as inputs
 * and yields `[collection, id, data]` rows one location at a time, so the writer never holds the
 * ~200,000 documents of the full chain at once and a unit test can read them without Firestore.
 *
 * Consistent as the app keeps it: item sales days are the sums of the location's approved and
 * fulfilled orders at the catalogue's price; each order buys what the location sells until its
 * next order at a COGS of 31 % of net sales (COGS_SHARE); each inventory period's closing count
 * is its opening plus what was delivered minus that share; an approved refund has its
 * sales_adjustments document. Ids start with `chain-`, numbers at 100,000 (orders, compliance
 * serials), so nothing meets a demo document or a number the app hands out next.
 */
import { buildChain, prng } from './scale-chain.mjs';
import { COGS_SHARE, countLines, MAX_COUNT, MAX_DELIVERED } from './inventory-seed.mjs';
import { answerQuestions, reportDocument } from './compliance-reports-seed.mjs';
import { withStoredOrderLines } from './order-lines-seed.mjs';
import { dayKey } from './sales-seed.mjs';

/** Two years of daily history (730 days) before the last reported day. */
export const SCALE_DAYS = 730;
/** Per location on average over two years (120 locations: 30,000 orders, 3,000, 1,500). */
const ORDERS_PER_LOCATION = 250;
const INSPECTIONS_PER_LOCATION = 25;
const APPROVALS_PER_LOCATION = 12.5;
/** Days of one inventory period (8 weeks); the last one stays open. */
const PERIOD_DAYS = 56;
const FIRST_NUMBER = 100_000;

const DAILY_BASE = { restaurant: 520_000, truck: 210_000 };
const AVERAGE_CHECK = { restaurant: 2_450, truck: 1_380 };

/** A Date `n` days before `now` at `hours` local time (the demo seed's local days). */
function daysBefore(now, n, hours = 12, minutes = 0) {
  const d = new Date(now);
  d.setDate(d.getDate() - n);
  d.setHours(hours, minutes, 0, 0);
  return d;
}

/** `d`, or a minute before `now` when `d` is later: nothing is stamped in the future. */
const notAfter = (now, d) => (d > now ? new Date(now.getTime() - 60_000) : d);

/**
 * @param {object} input
 * @param {number} input.scale 1 = 10 territories, 120 locations
 * @param {Date} input.now
 * @param {(d: Date) => unknown} input.ts Date to the stored timestamp
 * @param {{ id: string, priceCents: number, salePriceCents?: number, isOnSale?: boolean, unitsPerCase?: number }[]} input.items active catalogue items
 * @param {{ sections: object[], questions: object[] }} input.catalogue the compliance catalogue
 * @param {(questions: object[]) => Record<string, any>} input.scoreReport the app's scoring
 * @param {(formId: string, territoryId: string, userId: string) => string | null} input.assigneeOf routed reviewer
 * @param {(refundDate: Date) => string} input.adjustmentDay the sales day a refund adjusts
 * @param {(role: string) => Record<string, unknown>} input.roleFields role, roleName, permissions, timezone of a user doc
 * @param {{ superAdmin: { uid: string, name: string }, fulfillment: { uid: string, name: string } }} input.corporate
 * @param {number} [input.days] history length (tests use less)
 * @returns {Generator<[string, string, Record<string, any>]>}
 */
export function* scaleDocuments(input) {
  const { scale, now, ts, items, days = SCALE_DAYS } = input;
  const chain = buildChain(scale);
  const stamp = ts(daysBefore(now, days + 30));
  yield* referenceDocuments(chain, { ...input, stamp });
  const price = new Map(
    items.map((i) => [i.id, i.isOnSale && i.salePriceCents > 0 ? i.salePriceCents : i.priceCents]),
  );
  const meanWeight =
    chain.locations.reduce((sum, l) => sum + DAILY_BASE[l.type] * l.size, 0) /
    chain.locations.length;
  // Counts per location are shares of the chain's: a location open for less time has fewer.
  const spanOf = (l) => Math.min(days, l.openedDaysAgo);
  const meanSpan = chain.locations.reduce((sum, l) => sum + spanOf(l), 0) / chain.locations.length;
  const territoryOf = new Map(chain.territories.map((t) => [t.id, t]));
  for (const location of chain.locations) {
    const territory = territoryOf.get(location.territoryId);
    const context = {
      ...input,
      stamp,
      price,
      territory,
      location,
      span: spanOf(location),
      meanSpan,
      random: prng(7001 + location.index * 7919),
    };
    const sales = salesDays(context);
    yield* sales.docs;
    const orders = ordersOf(
      context,
      sales.net,
      DAILY_BASE[location.type] * location.size,
      meanWeight,
    );
    yield* orders.docs;
    yield* itemSalesDays(context, orders.sold);
    yield* inventoryPeriods(context, sales.net, orders.delivered);
    yield* complianceReports(context);
    yield* approvals(context);
  }
}

/** Territories, LLCs, users, franchise and delivery locations, royalty settings. */
function* referenceDocuments(chain, { stamp, roleFields, now }) {
  const stamps = { createdAt: stamp, updatedAt: stamp };
  for (const t of chain.territories) {
    yield [
      'territories',
      t.id,
      {
        name: t.name,
        userIds: [t.owner.uid, t.manager.uid],
        user_id: t.owner.uid,
        user_email: t.owner.email,
        user_first: t.owner.first,
        user_last: t.owner.last,
        user_mobile: t.owner.mobile,
        ...stamps,
      },
    ];
    yield ['llcs', t.llcId, { name: `${t.name} Seafood LLC`, territoryIds: [t.id], ...stamps }];
    const home = chain.locations.find((l) => l.territoryId === t.id);
    for (const u of [t.owner, t.manager]) {
      yield [
        'users',
        u.uid,
        {
          email: u.email,
          firstName: u.first,
          lastName: u.last,
          mobile: u.mobile,
          avatar: '',
          smsOptIn: true,
          tier: 'Premium',
          ...roleFields(u.role),
          permissionOverrides: {},
          disabled: false,
          territoryIds: [t.id],
          assignedTerritories: [t.id],
          franchiseeLocationId: home.id,
          location: home.name,
          ...stamps,
        },
      ];
    }
  }
  for (const l of chain.locations) {
    const t = chain.territories.find((x) => x.id === l.territoryId);
    yield [
      'franchise_locations',
      l.id,
      {
        name: l.name,
        territoryId: l.territoryId,
        territoryName: l.territoryName,
        type: l.type,
        enabled: true,
        inspectionFrequencyDays: l.inspectionFrequencyDays,
        deliveryLocationId: l.deliveryLocationId,
        ...stamps,
      },
    ];
    yield [
      'delivery_locations',
      l.deliveryLocationId,
      {
        territoryId: l.territoryId,
        name: l.deliveryName,
        recipientName: `${t.manager.first} ${t.manager.last}`,
        address1: `${100 + l.index * 7} ${l.name.split(' ').at(-2)} Road`,
        address2: '',
        city: t.city,
        state: t.state,
        zip: String(10_000 + ((l.index * 7_919) % 89_999)).padStart(5, '0'),
        mobile: `${t.area}555${String(2000 + l.index).slice(-4)}`,
        email: `${l.id.replace('chain-location-', '')}@chain.demo.test`,
        enabled: true,
        ...stamps,
      },
    ];
    yield [
      'royalty_settings',
      l.id,
      {
        locationId: l.id,
        territoryId: l.territoryId,
        versions: [
          {
            from: dayKey(daysBefore(now, SCALE_DAYS + 30)).slice(0, 7),
            royaltyBps: 600,
            adFundBps: 200,
          },
        ],
        userId: 'demo-superadmin',
        updatedAt: stamp,
      },
    ];
  }
}

/**
 * A sales day for every day the location was open, up to 3 days ago: restaurants sell more than
 * trucks, weekends more, a slow winter, 4 % growth a year; one day in a hundred is not reported.
 * Returns the documents and net cents by days-ago.
 */
function salesDays({ now, span, location, territory, random, stamp }) {
  const docs = [];
  const net = new Map();
  for (let n = 3; n <= span; n++) {
    if (random() < 0.01) continue;
    const day = daysBefore(now, n);
    const date = dayKey(day);
    const weekend = day.getDay() === 0 || day.getDay() === 6 ? 1.35 : 1;
    const season = 1 + 0.2 * Math.sin(((day.getMonth() - 2) / 12) * 2 * Math.PI);
    const growth = 1 - (0.04 * n) / 365;
    const grossCents = Math.round(
      DAILY_BASE[location.type] *
        location.size *
        weekend *
        season *
        growth *
        (0.85 + random() * 0.3),
    );
    const discountCents = Math.round(grossCents * (0.01 + random() * 0.03));
    const refundCents = Math.round(grossCents * random() * 0.01);
    const netCents = grossCents - discountCents - refundCents;
    net.set(n, netCents);
    const check = AVERAGE_CHECK[location.type] * (0.9 + random() * 0.2);
    docs.push([
      'sales_entries',
      `${location.id}_${date}`,
      {
        locationId: location.id,
        locationName: location.name,
        locationType: location.type,
        territoryId: location.territoryId,
        date,
        month: date.slice(0, 7),
        grossCents,
        discountCents,
        refundCents,
        netCents,
        transactions: Math.max(1, Math.round(netCents / check)),
        source: 'form',
        userId: territory.manager.uid,
        createdAt: stamp,
        updatedAt: stamp,
      },
    ]);
  }
  return { docs, net };
}

const NOTIFICATION_FLAGS = {
  pending: { isPending: true, isApproved: false, isFulfilled: false },
  revision: { isPending: true, isApproved: false, isFulfilled: false },
  approved: { isPending: false, isApproved: true, isFulfilled: false },
  fulfilled: { isPending: false, isApproved: false, isFulfilled: true },
};

/** An order's status by its age in days: old ones fulfilled (a few deleted), new ones open. */
function orderStatus(n, r) {
  if (n >= 15) return r < 0.04 ? 'deleted' : 'fulfilled';
  if (n >= 3)
    return r < 0.05 ? 'deleted' : r < 0.1 ? 'revision' : r < 0.4 ? 'approved' : 'fulfilled';
  return r < 0.55 ? 'pending' : r < 0.7 ? 'revision' : 'approved';
}

/**
 * The location's orders (and their notifications), spread evenly over its open days; each
 * buys COGS_SHARE of the net sales until the next one, in the catalogue's mix. Returns the
 * documents, the sold lines by day (approved and fulfilled) and the deliveries with their day.
 */
function ordersOf(context, net, weight, meanWeight) {
  const { now, span, meanSpan, location, territory, random, ts, items, price, corporate } = context;
  const count = Math.max(
    1,
    Math.round((ORDERS_PER_LOCATION * weight * span) / (meanWeight * meanSpan)),
  );
  const gap = span / count;
  const mix = items.map((item, i) => ({ item, share: 1 + ((i * 37) % 5) }));
  const docs = [];
  const sold = []; // { date, lines: [{ id, quantity }] }
  const delivered = []; // { at: Date, lines }
  const base = FIRST_NUMBER + location.index * 1000;
  for (let k = 0; k < count; k++) {
    const n = Math.max(0, Math.round(span - (k + 0.5) * gap + (random() - 0.5) * gap * 0.6));
    const next = Math.max(0, Math.round(span - (k + 1.5) * gap));
    let target = 0;
    for (let d = n; d > next; d--) target += COGS_SHARE * (net.get(d) ?? 0);
    const picked = mix.filter(() => random() < 0.8);
    const lines = picked.length ? picked : mix.slice(0, 1);
    const shares = lines.reduce((sum, l) => sum + l.share, 0);
    const orderLines = lines.map(({ item, share }) => ({
      id: item.id,
      quantity: Math.max(
        1,
        Math.min(
          Math.floor(MAX_DELIVERED / (item.unitsPerCase ?? 1) / 4),
          Math.round((target * share) / shares / (price.get(item.id) || 1)),
        ),
      ),
    }));
    const createdAt = notAfter(
      now,
      daysBefore(now, n, 7 + Math.floor(random() * 10), Math.floor(random() * 60)),
    );
    let status = orderStatus(n, random());
    const approvedAt = notAfter(
      now,
      new Date(createdAt.getTime() + (2 + random() * 18) * 3600_000),
    );
    const fulfilledAt = new Date(approvedAt.getTime() + (1 + random() * 3) * 86_400_000);
    if (status === 'fulfilled' && fulfilledAt > now) status = 'approved';
    const updatedAt =
      status === 'fulfilled' ? fulfilledAt : status === 'pending' ? createdAt : approvedAt;
    const number = base + k + 1;
    const id = `chain-order-${number}`;
    const entry = (user, at, from, to, notes = '') => ({
      by: user.uid,
      byName: user.name,
      at: ts(at),
      from,
      to,
      notes,
    });
    const revisions = {
      pending: [],
      revision: [
        entry(corporate.superAdmin, approvedAt, 'pending', 'revision', 'Please trim the fries.'),
      ],
      approved: [entry(corporate.superAdmin, approvedAt, 'pending', 'approved', 'Approved.')],
      fulfilled: [
        entry(corporate.superAdmin, approvedAt, 'pending', 'approved'),
        entry(corporate.fulfillment, fulfilledAt, 'approved', 'fulfilled'),
      ],
      deleted: [entry(corporate.superAdmin, approvedAt, 'pending', 'deleted')],
    }[status];
    const overnightShipping = random() < 0.08;
    const order = {
      orderNumber: number,
      status,
      overnightShipping,
      items: orderLines,
      maxPallets: 1 + Math.floor(random() * 3),
      franchiseeNotes: random() < 0.2 ? 'Please deliver before 9am.' : '',
      corporateNotes:
        status === 'revision' ? 'Please trim the fries.' : status === 'approved' ? 'Approved.' : '',
      territoryId: location.territoryId,
      deliveryLocationId: location.deliveryLocationId,
      llcId: territory.llcId,
      enabled: status !== 'deleted',
      userId: random() < 0.5 ? territory.owner.uid : territory.manager.uid,
      revisions,
      readRecipients: status === 'pending' ? [] : [corporate.fulfillment.uid],
      territory: { name: territory.name },
      deliveryLocation: { name: location.deliveryName },
      createdAt: ts(createdAt),
      updatedAt: ts(updatedAt),
      updatedAtTimestamp: Math.floor(updatedAt.getTime() / 1000),
    };
    docs.push(withStoredOrderLines([['orders', id, order]])[0]);
    if (status !== 'deleted') {
      docs.push([
        'orderNotifications',
        id,
        {
          orderId: id,
          orderNumber: number,
          status: NOTIFICATION_FLAGS[status],
          territoryId: location.territoryId,
          name: location.deliveryName,
          territoryName: territory.name,
          isOvernightShipping: overnightShipping,
          readRecipients: n > 7 ? [corporate.fulfillment.uid, corporate.superAdmin.uid] : [],
          lastUpdated: ts(updatedAt),
          createdAt: ts(createdAt),
          updatedAt: ts(updatedAt),
        },
      ]);
    }
    if (status === 'approved' || status === 'fulfilled') {
      sold.push({ date: dayKey(createdAt), lines: orderLines });
    }
    if (status === 'fulfilled') delivered.push({ at: fulfilledAt, lines: orderLines });
  }
  return { docs, sold, delivered };
}

/** item_sales_daily: per day, the approved and fulfilled orders' cases and cents per item. */
function* itemSalesDays({ location, price, stamp }, sold) {
  const days = new Map();
  for (const { date, lines } of sold) {
    const totals = days.get(date) ?? {};
    for (const { id, quantity } of lines) {
      const line = totals[id] ?? { qty: 0, cents: 0 };
      line.qty += quantity;
      line.cents += quantity * (price.get(id) ?? 0);
      totals[id] = line;
    }
    days.set(date, totals);
  }
  for (const [date, items] of days) {
    yield [
      'item_sales_daily',
      `${date}_${location.deliveryLocationId}`,
      {
        date,
        territoryId: location.territoryId,
        deliveryLocationId: location.deliveryLocationId,
        locationName: location.deliveryName,
        franchiseLocationId: location.id,
        locationType: location.type,
        items,
        updatedAt: stamp,
      },
    ];
  }
}

const short = (d) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/**
 * 8-week inventory periods from the location's first day, the last one open, with count lines
 * (eaches) and, per closed period, labour and rent (and fuel for a truck).
 */
function* inventoryPeriods(context, net, delivered) {
  const { now, span, location, territory, items, price, random, ts } = context;
  const counter = territory.manager.uid;
  const countDays = [];
  for (let n = span; n > 0; n -= PERIOD_DAYS) countDays.push(n);
  const units = (item) => item.unitsPerCase ?? 1;
  const netBetween = (from, to) => {
    let cents = 0;
    for (let d = from; d > to; d--) cents += net.get(d) ?? 0;
    return cents;
  };
  // The first opening holds about a week of what the location uses.
  const weekCents = COGS_SHARE * netBetween(span, span - 7);
  let stock = Object.fromEntries(
    items.map((i) => [
      i.id,
      Math.min(
        MAX_COUNT,
        (2 + Math.floor(random() * 5)) * units(i) +
          Math.round(((weekCents / items.length) * units(i)) / (price.get(i.id) || 1)),
      ),
    ]),
  );
  for (let p = 0; p < countDays.length; p++) {
    const openedAt = daysBefore(now, countDays[p], 18);
    const closing = p + 1 < countDays.length ? countDays[p + 1] : null;
    const closedAt = closing === null ? null : daysBefore(now, closing, 18);
    const id = `chain-inventory-${location.id.replace('chain-location-', '')}-${p + 1}`;
    yield* countLines(id, 'opening', stock, counter, ts(openedAt));
    if (closedAt) {
      const onHand = { ...stock };
      for (const d of delivered) {
        if (d.at <= openedAt || d.at > closedAt) continue;
        for (const line of d.lines) {
          const item = items.find((i) => i.id === line.id);
          onHand[line.id] = (onHand[line.id] ?? 0) + line.quantity * units(item);
        }
      }
      const onHandCents = items.reduce(
        (sum, i) => sum + (onHand[i.id] * (price.get(i.id) ?? 0)) / units(i),
        0,
      );
      const netCents = netBetween(countDays[p], closing);
      // Every item loses the same share of what was on hand: the period's COGS target.
      const used = onHandCents > 0 ? Math.min(1, (COGS_SHARE * netCents) / onHandCents) : 0;
      const next = Object.fromEntries(
        items.map((i) => [i.id, Math.min(MAX_COUNT, Math.round(onHand[i.id] * (1 - used)))]),
      );
      yield* countLines(id, 'closing', next, counter, ts(closedAt));
      stock = next;
      const truck = location.type === 'truck';
      const expenses = {
        labour: Math.round(netCents * (0.25 + random() * 0.06)),
        rent: Math.round(((truck ? 60_000 : 240_000) * PERIOD_DAYS) / 30),
        ...(truck ? { fuel: Math.round(45_000 * location.size * (PERIOD_DAYS / 30)) } : {}),
      };
      for (const [category, amountCents] of Object.entries(expenses)) {
        yield [
          'other_expenses',
          `${id}_${category}`,
          {
            reportId: id,
            locationId: location.id,
            territoryId: location.territoryId,
            category,
            amountCents,
            userId: counter,
            updatedAt: ts(closedAt),
          },
        ];
      }
    }
    yield [
      'inventory_reports',
      id,
      {
        locationId: location.id,
        locationName: location.name,
        locationType: location.type,
        territoryId: location.territoryId,
        name: `${location.name} ${short(openedAt)}${closedAt ? ` - ${short(closedAt)}` : ''}`,
        status: closedAt ? 'closed' : 'open',
        reopenCount: 0,
        userId: counter,
        deliveryLocationId: location.deliveryLocationId,
        openingCountedAt: ts(openedAt),
        ...(closedAt ? { closingCountedAt: ts(closedAt) } : {}),
        createdAt: ts(new Date(openedAt.getTime() - 3600_000)),
        updatedAt: ts(closedAt ?? openedAt),
      },
    ];
  }
}

const NOTES = {
  pass: ['Clean line and complete temperature logs.', 'Two light misses, fixed on the spot.'],
  fail: ['Friendly team at the window.', 'Cold holding fell short: re-inspection in two weeks.'],
  dnq: ['Strong service.', 'A disqualifying temperature reading: unit emptied and repaired.'],
};

/** Published inspections about monthly, scored by the app: 68 % pass, 20 % fail, 12 % dnq. */
function* complianceReports(context) {
  const {
    now,
    span,
    meanSpan,
    location,
    territory,
    random,
    ts,
    catalogue,
    scoreReport,
    corporate,
  } = context;
  const count = Math.max(1, Math.round((INSPECTIONS_PER_LOCATION * span) / meanSpan));
  const gap = span / count;
  for (let k = 0; k < count; k++) {
    const n = Math.max(0, Math.round(span - (k + 0.5) * gap + (random() - 0.5) * gap * 0.5));
    const r = random();
    const plan = r < 0.68 ? 'pass' : r < 0.88 ? 'fail' : 'dnq';
    const author = [corporate.superAdmin.uid, corporate.fulfillment.uid, territory.manager.uid][
      Math.floor(random() * 3)
    ];
    const at = notAfter(
      now,
      daysBefore(now, n, 9 + Math.floor(random() * 8), Math.floor(random() * 60)),
    );
    const serialNo = FIRST_NUMBER + location.index * 100 + k + 1;
    yield [
      'compliance_reports',
      `chain-compliance-report-${serialNo}`,
      reportDocument({
        serialNo,
        userId: author,
        location,
        isDraft: false,
        notes: [NOTES[plan][0], k % 4 === 0 ? '' : NOTES[plan][1]],
        questions: answerQuestions(catalogue, location.type, plan, {
          withNotApplicable: k % 3 === 0,
        }),
        scoreReport,
        readRecipients:
          n > 7
            ? [
                corporate.superAdmin.uid,
                corporate.fulfillment.uid,
                territory.owner.uid,
                territory.manager.uid,
              ]
            : [],
        at,
        timestamp: ts,
      }),
    ];
  }
}

/** [formId, name, details, the type's own fields (midnight(days from now) -> Date)]. */
const FORMS = [
  [
    'refund',
    'Guest refund',
    'Order came out cold; guest refunded at the window.',
    (on, r) => ({
      transactionDate: on(-2),
      refundDate: on(0),
      amountCents: 800 + Math.floor(r() * 9_000),
    }),
  ],
  [
    'marketing',
    'Local flyers',
    'Flyers in shops along the waterfront.',
    (on) => ({ launchDate: on(14), howAdvertised: 'Print', startDate: on(14), endDate: on(28) }),
  ],
  [
    'event',
    'Festival catering',
    'Truck at the town festival, 4 hours.',
    (on, r) => ({
      eventTimeAndDate: on(20),
      isEventRecurring: false,
      venue: 'Town Green',
      expectedGuests: 100 + Math.floor(r() * 900),
    }),
  ],
  [
    'equipment',
    'Replacement fryer',
    'The old fryer fails its temperature check.',
    (on, r) => ({ needByDate: on(21), amountCents: 50_000 + Math.floor(r() * 400_000) }),
  ],
];

/** An approval request's status by its age: old ones decided, recent ones open. */
function approvalStatus(n, r) {
  if (n > 30) {
    return r < 0.65
      ? 'approved'
      : r < 0.85
        ? 'denied'
        : r < 0.9
          ? 'withdrawn'
          : r < 0.95
            ? 'revisionRequested'
            : 'draft';
  }
  return r < 0.35
    ? 'submitted'
    : r < 0.45
      ? 'resubmitted'
      : r < 0.6
        ? 'revisionRequested'
        : r < 0.85
          ? 'approved'
          : r < 0.95
            ? 'denied'
            : 'draft';
}

/** ~12 requests per location over two years, routed as the app routes them. */
function* approvals(context) {
  const { now, span, meanSpan, location, territory, random, ts, corporate, assigneeOf } = context;
  const { adjustmentDay } = context;
  const count = Math.max(1, Math.round((APPROVALS_PER_LOCATION * span) / meanSpan));
  const gap = span / count;
  const reviewer = corporate.superAdmin;
  for (let k = 0; k < count; k++) {
    const n = Math.max(1, Math.round(span - (k + 0.5) * gap + (random() - 0.5) * gap * 0.5));
    const [formId, name, details, fieldsOf] = FORMS[Math.floor(random() * FORMS.length)];
    const status = approvalStatus(n, random());
    const requester = random() < 0.5 ? territory.owner : territory.manager;
    const requesterName = `${requester.first} ${requester.last}`;
    const on = (offset, hours = 0) => daysBefore(now, n - offset, hours);
    const fields = fieldsOf((offset) => ts(on(offset)), random);
    const entry = (by, byName, from, to, notes, after) => ({
      by,
      byName,
      at: ts(notAfter(now, on(after, 12))),
      from,
      to,
      notes,
      changes: [],
    });
    const submitted = entry(requester.uid, requesterName, '', 'submitted', '', 0);
    const asked = entry(
      reviewer.uid,
      reviewer.name,
      'submitted',
      'revisionRequested',
      'More detail, please.',
      2,
    );
    const history = {
      draft: [],
      submitted: [submitted],
      revisionRequested: [submitted, asked],
      resubmitted: [
        submitted,
        asked,
        entry(
          requester.uid,
          requesterName,
          'revisionRequested',
          'resubmitted',
          'Added the detail.',
          3,
        ),
      ],
      approved: [
        submitted,
        entry(reviewer.uid, reviewer.name, 'submitted', 'approved', 'Approved.', 2),
      ],
      denied: [
        submitted,
        entry(reviewer.uid, reviewer.name, 'submitted', 'denied', 'Not this quarter.', 2),
      ],
      withdrawn: [submitted, entry(requester.uid, requesterName, 'submitted', 'withdrawn', '', 1)],
    }[status];
    const at = on(0, 11);
    const last = history.at(-1)?.at ?? ts(at);
    const id = `chain-approval-${location.id.replace('chain-location-', '')}-${k + 1}`;
    const data = {
      formId,
      status,
      name: `${name} ${k + 1}`,
      details,
      userId: requester.uid,
      requesterName,
      territoryId: location.territoryId,
      territoryName: territory.name,
      franchiseeLocationId: location.id,
      franchiseeLocationName: location.name,
      franchiseeLocationType: location.type,
      isTruckForm: location.type === 'truck',
      dueDate: ts(on(7)),
      revisionNotes: history
        .filter((h) => h.to === 'revisionRequested')
        .map(({ by, byName, at: when, notes }) => ({ by, byName, at: when, notes })),
      history,
      readRecipients: n > 7 && status !== 'draft' ? [reviewer.uid, requester.uid] : [],
      files: [],
      createdAt: history[0]?.at ?? ts(at),
      updatedAt: last,
      lastUpdated: last,
      ...fields,
      ...(status === 'resubmitted'
        ? {
            lastReviewed: {
              name: `${name} ${k + 1}`,
              details: 'First draft.',
              franchiseeLocationId: location.id,
              franchiseeLocationName: location.name,
              isTruckForm: location.type === 'truck',
              ...fields,
            },
          }
        : {}),
    };
    if (status !== 'draft') {
      data.assigneeId = assigneeOf(formId, location.territoryId, requester.uid);
    }
    yield ['approvals', id, data];
    if (status === 'approved' && formId === 'refund') {
      const date = adjustmentDay(on(0));
      yield [
        'sales_adjustments',
        id,
        {
          approvalId: id,
          kind: 'approvedRefund',
          territoryId: location.territoryId,
          locationId: location.id,
          locationName: location.name,
          locationType: location.type,
          date,
          month: date.slice(0, 7),
          amountCents: fields.amountCents,
          approvedBy: reviewer.uid,
          createdAt: history.at(-1).at,
        },
      ];
    }
  }
}
