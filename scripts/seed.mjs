#!/usr/bin/env node
/**
 * Clears the local emulators and writes the demo data: one login per role plus a waiting user,
 * territories, locations, items, 60 orders with notifications, announcements, notes, contacts.
 *
 *   node scripts/seed.mjs          against emulators already running (npm start seeds for you)
 *   import { seed } from './seed.mjs'; await seed(env)
 *
 * It refuses to run unless FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST point at
 * emulators: it deletes everything first.
 *
 * User documents use the app's own permission model (src/domain/permissions.ts), so a
 * preset change never leaves the demo data stale. Node 20 cannot import TypeScript, and tsx /
 * vite-node are not dependencies; Vite's `runnerImport` (the module runner behind ssrLoadModule)
 * transforms the .ts file on the fly with the Vite we already have.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { buildComplianceReports } from './lib/compliance-reports-seed.mjs';
import { buildSalesSeed } from './lib/sales-seed.mjs';
import { buildRoyaltySeed } from './lib/royalty-seed.mjs';
import { buildComplianceActions } from './lib/compliance-actions-seed.mjs';
import { buildApprovals } from './lib/approvals-seed.mjs';
import { buildInventorySeed } from './lib/inventory-seed.mjs';
import { buildSalesActingSeed } from './lib/sales-acting-seed.mjs';
import { addInspectionFrequencies } from './lib/inspection-schedule-seed.mjs';
import { addCogsSeed } from './lib/cogs-seed.mjs';
import { itemCatalogueIndex } from './lib/item-catalogue-index-seed.mjs';
import { withStoredOrderLines } from './lib/order-lines-seed.mjs';
import { salesRollupRows } from './lib/sales-rollups-seed.mjs';
import { cogsDocuments, cogsRollupRows } from './lib/cogs-rollups-seed.mjs';
import { itemSalesRollupRows } from './lib/item-sales-rollups-seed.mjs';
import { salesDaysRows } from './lib/sales-days-seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-franchise-portal';
export const DEMO_PASSWORD = 'Demo1234!';
export const APP_VERSION = '1.3.2';

/** The demo logins, in the order the README and start banner list them. Stable uids for tests. */
export const DEMO_USERS = [
  {
    uid: 'demo-superadmin',
    email: 'superadmin@demo.test',
    role: 'superAdmin',
    first: 'Sam',
    last: 'Super',
  },
  {
    uid: 'demo-fulfillment',
    email: 'fulfillment@demo.test',
    role: 'fulfillment',
    first: 'Fran',
    last: 'Fulfill',
  },
  {
    uid: 'demo-owner',
    email: 'owner@demo.test',
    role: 'franchiseeOwner',
    first: 'Olivia',
    last: 'Owner',
  },
  {
    uid: 'demo-manager',
    email: 'manager@demo.test',
    role: 'manager',
    first: 'Manny',
    last: 'Manager',
  },
  {
    uid: 'demo-employee',
    email: 'employee@demo.test',
    role: 'employee',
    first: 'Emma',
    last: 'Employee',
  },
  { uid: 'demo-waiting', email: 'waiting@demo.test', role: null, first: 'Walt', last: 'Waiting' },
];

/** Stable document ids the browser tests can rely on. */
export const DEMO_IDS = {
  territories: { north: 'territory-north-coast', gulf: 'territory-gulf-shore' },
  locations: {
    northTruck: 'location-north-truck-1',
    northCafe: 'location-north-cafe',
    gulfTruck: 'location-gulf-truck-1',
    gulfGrill: 'location-gulf-grill',
    gulfOldTruck: 'location-gulf-truck-2',
  },
};

// ---------------------------------------------------------------------------------------------
// Compliance catalogue (spec 02 §3): question sections and questions for both location types.
// Plain data with fixed ids so the compliance reports seed (below) and browser tests can reuse
// it; buildData() adds the Firestore timestamps. Owned by the compliance catalogue feature.
// ---------------------------------------------------------------------------------------------
const CATALOGUE_STAMP = Date.UTC(2026, 4, 4, 9, 0, 0);
const CATALOGUE_SECTIONS = [
  // [slug, name, orderInRestaurant, orderInTruck]
  ['food-safety', 'Food Safety', 1, 2],
  ['cold-storage', 'Cold Storage', 2, 1],
  ['cleanliness', 'Cleanliness', 3, 4],
  ['equipment', 'Equipment', 4, 3],
  ['staff-hygiene', 'Staff & Hygiene', 5, 5],
  ['customer-service', 'Customer Service', 6, 7],
  ['signage-branding', 'Signage & Branding', 7, 6],
  ['documentation', 'Documentation', 8, 8],
];
/** Per section slug: [question text, which types ask it ('both' | 'restaurant' | 'truck')]. */
const CATALOGUE_QUESTION_TEXTS = {
  'food-safety': [
    ['Raw seafood is stored below ready-to-eat food', 'both'],
    ['Cooked fish reaches 145 °F, checked with a probe', 'both'],
    ['Allergen chart is posted and up to date', 'both'],
    ['Thawing is done under refrigeration or running water', 'restaurant'],
    ['Food on the truck is covered while driving', 'truck'],
  ],
  'cold-storage': [
    ['Walk-in cooler holds 41 °F or below', 'restaurant'],
    ['Truck refrigerator holds 41 °F or below', 'truck'],
    ['Freezer holds 0 °F or below', 'both'],
    ['Temperature log filled in twice a day', 'both'],
    ['Nothing is stored on the cooler floor', 'both'],
  ],
  cleanliness: [
    ['Prep surfaces sanitized between tasks', 'both'],
    ['Floors clean and dry behind the line', 'both'],
    ['Dining room tables and chairs clean', 'restaurant'],
    ['Restrooms clean and stocked', 'restaurant'],
    ['Service window and counter wiped down', 'truck'],
    ['Grease trap and waste water tank emptied on schedule', 'truck'],
  ],
  equipment: [
    ['Fryer oil changed on schedule', 'both'],
    ['Thermometers calibrated this week', 'both'],
    ['Hood filters clean', 'restaurant'],
    ['Generator serviced and vented away from the window', 'truck'],
    ['Propane tanks secured and leak-checked', 'truck'],
  ],
  'staff-hygiene': [
    ['Hands washed before glove changes', 'both'],
    ['Hair restraints worn on the line', 'both'],
    ['No bare-hand contact with ready-to-eat food', 'both'],
    ['Sick staff policy posted and followed', 'both'],
    ['Handwashing sink stocked with soap and paper towels', 'both'],
  ],
  'customer-service': [
    ['Guests greeted within 30 seconds', 'both'],
    ['Orders read back to the guest', 'both'],
    ['Guest complaints logged and followed up', 'both'],
    ['Ticket times under 8 minutes at peak', 'restaurant'],
    ['Line managed at the window with a menu board', 'truck'],
  ],
  'signage-branding': [
    ['Menu board prices match the current menu', 'both'],
    ['Logo and colors match the brand guide', 'both'],
    ['Exterior signage lit and undamaged', 'restaurant'],
    ['Truck wrap clean and undamaged', 'truck'],
  ],
  documentation: [
    ['Health permit displayed and current', 'both'],
    ['Food handler certificates on file for all staff', 'both'],
    ['Pest control visits logged', 'restaurant'],
    ['Commissary agreement and route permit on board', 'truck'],
  ],
};
/** The two dnq questions per type: failing either fails the whole report (spec 02 §4). */
const CATALOGUE_DNQ = {
  restaurant: ['Walk-in cooler holds 41 °F or below', 'Health permit displayed and current'],
  truck: ['Truck refrigerator holds 41 °F or below', 'Propane tanks secured and leak-checked'],
};
const CATALOGUE_WEIGHTS = [5, 10, 3, 15, 1, 8, 20, 2, 12, 4, 6, 18, 7, 9, 14, 11, 16, 13, 17, 19];

function buildComplianceCatalogue() {
  const sections = CATALOGUE_SECTIONS.map(([slug, name, orderInRestaurant, orderInTruck], i) => ({
    id: `compliance-section-${slug}`,
    name,
    nameLower: name.toLowerCase(),
    orderInRestaurant,
    orderInTruck,
    updatedAtTimestamp: CATALOGUE_STAMP + i * 60_000,
  }));
  const questions = [];
  for (const type of ['restaurant', 'truck']) {
    let n = 0;
    for (const [slug] of CATALOGUE_SECTIONS) {
      const texts = CATALOGUE_QUESTION_TEXTS[slug].filter(([, t]) => t === 'both' || t === type);
      texts.forEach(([question], i) => {
        n += 1;
        questions.push({
          id: `compliance-question-${type}-${n}`,
          type,
          sectionId: `compliance-section-${slug}`,
          weight: CATALOGUE_DNQ[type].includes(question)
            ? 'dnq'
            : CATALOGUE_WEIGHTS[(n - 1) % CATALOGUE_WEIGHTS.length],
          question,
          order: i + 1,
        });
      });
    }
  }
  return { sections, questions };
}

/**
 * The seeded compliance catalogue without timestamps: 8 sections
 * ({ id, name, nameLower, orderInRestaurant, orderInTruck, updatedAtTimestamp }) and ~30 questions
 * per type ({ id, type, sectionId, weight, question, order }). Ids are `compliance-section-<slug>`
 * and `compliance-question-<type>-<n>`.
 */
export const complianceCatalogue = buildComplianceCatalogue();

export async function loadModel() {
  const opts = {
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
  };
  const [{ module: permissions }, { module: user }, { module: scoring }, { module: benchmarks }] =
    await Promise.all([
      runnerImport(path.join(ROOT, 'src/domain/permissions.ts'), opts),
      runnerImport(path.join(ROOT, 'src/data/users.ts'), opts),
      // Compliance reports section: scores are made by the app's own scoring module.
      runnerImport(path.join(ROOT, 'src/features/compliance/model/scoring.ts'), opts),
      // System benchmarks: the documents the server's job writes for the seed day.
      runnerImport(path.join(ROOT, 'src/features/reports/model/benchmarks.ts'), opts),
    ]);
  // Royalty statements: issued as the server's job issues them.
  const [{ module: royaltyRules }, { module: statements }, { module: cogsSources }] =
    await Promise.all([
      runnerImport(path.join(ROOT, 'functions/src/royalty/statementRules.ts'), opts),
      runnerImport(path.join(ROOT, 'src/features/reports/model/statements.ts'), opts),
      runnerImport(path.join(ROOT, 'src/features/reports/inventory/model/cogsSources.ts'), opts),
    ]);
  // Approvals: each sent request's assignee is the routing table's pick (issue 27).
  const { module: routing } = await runnerImport(
    path.join(ROOT, 'src/features/approvals/model/routing.ts'),
    opts,
  );
  // Sales rollups: computed from the seeded days as the server keeps them (issue 29).
  const { module: salesRollups } = await runnerImport(
    path.join(ROOT, 'src/features/reports/model/salesRollups.ts'),
    opts,
  );
  // COGS rollups, item sales rollups and reported days per week: computed from the seeded
  // documents as the server keeps them (issue 29).
  const [{ module: cogsRollups }, { module: itemSalesRollups }, { module: salesDays }] =
    await Promise.all([
      runnerImport(path.join(ROOT, 'src/features/reports/inventory/model/cogsRollups.ts'), opts),
      runnerImport(path.join(ROOT, 'src/features/reports/model/itemSalesRollups.ts'), opts),
      runnerImport(path.join(ROOT, 'src/features/reports/model/salesDays.ts'), opts),
    ]);
  return {
    salesRollups,
    cogsRollups,
    itemSalesRollups,
    salesDays,
    ...permissions,
    routedAssignee: routing.routedAssignee,
    routeId: routing.routeId,
    DEFAULT_TIMEZONE: user.DEFAULT_TIMEZONE,
    scoreReport: scoring.scoreReport,
    benchmarkDocuments: benchmarks.benchmarkDocuments,
    // The median COGS % the job adds to them: the COGS page's own figures of the seeded periods.
    cogsFigures: (cogsDocuments, asOf) =>
      cogsSources.systemCogsFigures(cogsDocuments, benchmarks.standardSpan(asOf), asOf),
    refreshStatement: royaltyRules.refreshStatement,
    invoiceNumber: statements.invoiceNumber,
    dueDateAfter: statements.dueDateAfter,
    unpaidDueDate: statements.unpaidDueDate,
  };
}

/** Small deterministic PRNG so every seed run writes the same data. */
function prng(seed) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

async function clearEmulators(env) {
  const fs = `http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const auth = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`;
  for (const url of [fs, auth]) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Clearing ${url} failed: HTTP ${response.status}`);
  }
}

export function buildData(model, now = new Date()) {
  const { ROLE_NAMES, resolvePermissions, DEFAULT_TIMEZONE } = model;
  const random = prng(20261123);
  const ts = (date) => Timestamp.fromDate(date);
  const daysAgo = (days, hours = 10) => {
    const d = new Date(now);
    d.setDate(d.getDate() - days);
    d.setHours(hours, Math.floor(random() * 60), 0, 0);
    // Never in the future: a seed run early in the day would otherwise put "today" after every
    // record the app writes later that day, and lists would order differently by the hour.
    return d > now ? new Date(now.getTime() - 60_000) : d;
  };
  const created = ts(daysAgo(200));
  const stamps = { createdAt: created, updatedAt: created };
  const docs = []; // [collection, id, data]
  const put = (collection, id, data) => docs.push([collection, id, data]);

  const { north, gulf } = DEMO_IDS.territories;
  const L = DEMO_IDS.locations;
  const byRole = Object.fromEntries(DEMO_USERS.map((u) => [u.role ?? 'waiting', u]));
  const owner = byRole.franchiseeOwner;

  // Users: exactly the shape ensure-user-profile.ts writes, with role and permissions filled in.
  const mobiles = [
    '5125550101',
    '5125550102',
    '5125550103',
    '5125550104',
    '5125550105',
    '5125550106',
  ];
  const userScope = {
    franchiseeOwner: { territoryIds: [north, gulf], location: L.northCafe },
    manager: { territoryIds: [north], location: L.northTruck },
    employee: { territoryIds: [north], location: L.northTruck },
  };
  const locationNames = {
    [L.northTruck]: 'North Coast Truck 1',
    [L.northCafe]: 'North Coast Cafe',
    [L.gulfTruck]: 'Gulf Shore Truck 1',
    [L.gulfGrill]: 'Gulf Shore Grill',
    [L.gulfOldTruck]: 'Gulf Shore Truck 2',
  };
  DEMO_USERS.forEach((u, i) => {
    const scope = userScope[u.role] ?? { territoryIds: [], location: '' };
    put('users', u.uid, {
      email: u.email,
      firstName: u.first,
      lastName: u.last,
      mobile: mobiles[i],
      avatar: '',
      timezone: DEFAULT_TIMEZONE,
      smsOptIn: true,
      tier: 'Premium',
      role: u.role,
      roleName: u.role ? ROLE_NAMES[u.role] : '',
      permissions: resolvePermissions(u.role),
      permissionOverrides: {},
      disabled: false,
      territoryIds: scope.territoryIds,
      assignedTerritories: scope.territoryIds,
      franchiseeLocationId: scope.location,
      location: scope.location ? locationNames[scope.location] : '',
      ...stamps,
    });
  });

  // The waiting user's sign-up as the server announced it (functions/src/users/announceSignUp.ts):
  // one notification per top role, unread.
  const waiting = byRole.waiting;
  for (const recipient of [byRole.superAdmin, byRole.fulfillment]) {
    put('sign_up_notifications', `${waiting.uid}__${recipient.uid}`, {
      recipientId: recipient.uid,
      userId: waiting.uid,
      userName: `${waiting.first} ${waiting.last}`,
      userEmail: waiting.email,
      createdAt: ts(daysAgo(2)),
      readRecipients: [],
    });
  }

  put('app_config', 'app', { appVersion: APP_VERSION, ...stamps });
  put('app_config', 'bootstrap', { firstUserId: byRole.fulfillment.uid, createdAt: created });
  put('counters', 'orders', { value: 60, ...stamps });
  put('team_contacts', 'orders', { email: 'orders@demo.test', phone: '5125550110', ...stamps });
  put('team_contacts', 'fulfillment', {
    email: 'fulfillment-team@demo.test',
    phone: '5125550120',
    ...stamps,
  });
  put('team_contacts', 'compliance', {
    email: 'compliance@demo.test',
    phone: '5125550130',
    ...stamps,
  });

  // Territories, locations, LLCs.
  const delivery = [
    {
      id: 'delivery-north-commissary',
      territoryId: north,
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
    {
      id: 'delivery-north-cafe',
      territoryId: north,
      name: 'North Coast Cafe Back Door',
      recipientName: 'Carl Cook',
      address1: '22 Lighthouse Ave',
      address2: '',
      city: 'Portland',
      state: 'ME',
      zip: '04102',
      mobile: '2075550141',
      email: 'cafe@demo.test',
    },
    {
      id: 'delivery-gulf-warehouse',
      territoryId: gulf,
      name: 'Gulf Shore Warehouse',
      recipientName: 'Gail Gate',
      address1: '8 Pier Blvd',
      address2: 'Unit B',
      city: 'Mobile',
      state: 'AL',
      zip: '36602',
      mobile: '2515550150',
      email: 'warehouse@demo.test',
    },
    {
      id: 'delivery-gulf-grill',
      territoryId: gulf,
      name: 'Gulf Shore Grill Loading Dock',
      recipientName: 'Greg Grill',
      address1: '415 Beach Rd',
      address2: '',
      city: 'Gulf Shores',
      state: 'AL',
      zip: '36542',
      mobile: '2515550151',
      email: 'grill@demo.test',
    },
  ];
  const franchise = [
    { id: L.northTruck, territoryId: north, type: 'truck', enabled: true },
    { id: L.northCafe, territoryId: north, type: 'restaurant', enabled: true },
    { id: L.gulfTruck, territoryId: gulf, type: 'truck', enabled: true },
    { id: L.gulfGrill, territoryId: gulf, type: 'restaurant', enabled: true },
    { id: L.gulfOldTruck, territoryId: gulf, type: 'truck', enabled: false },
  ];
  const territoryNames = { [north]: 'North Coast', [gulf]: 'Gulf Shore' };
  const territoryUsers = {
    [north]: [owner.uid, byRole.manager.uid, byRole.employee.uid],
    [gulf]: [owner.uid],
  };
  for (const id of [north, gulf]) {
    put('territories', id, {
      name: territoryNames[id],
      userIds: territoryUsers[id],
      user_id: owner.uid,
      user_email: owner.email,
      user_first: owner.first,
      user_last: owner.last,
      user_mobile: mobiles[DEMO_USERS.indexOf(owner)],
      ...stamps,
    });
  }
  for (const f of franchise) {
    put('franchise_locations', f.id, {
      name: locationNames[f.id],
      territoryId: f.territoryId,
      territoryName: territoryNames[f.territoryId],
      type: f.type,
      enabled: f.enabled,
      ...stamps,
    });
  }
  addInspectionFrequencies(docs);
  for (const { id, ...d } of delivery)
    put('delivery_locations', id, { ...d, enabled: true, ...stamps });
  const llcs = [
    { id: 'llc-north-coast-foods', name: 'North Coast Foods LLC', territoryIds: [north] },
    { id: 'llc-gulf-shore-eats', name: 'Gulf Shore Eats LLC', territoryIds: [gulf] },
  ];
  for (const { id, ...l } of llcs) put('llcs', id, { ...l, ...stamps });

  // Items of every status; prices in integer cents (issue 26: `priceCents`, `salePriceCents`).
  const itemRows = [
    ['Beef Patties 4oz', 'BP-4OZ', 40, 4, 'active', 8950, 7950, true],
    ['Brioche Buns', 'BUN-BRI', 60, 6, 'active', 3200, 0, false],
    ['Cheddar Slices', 'CHS-CHD', 50, 5, 'active', 4525, 0, false],
    ['French Fries 5lb', 'FF-5LB', 48, 4, 'active', 3875, 3400, true],
    ['Chicken Tenders', 'CT-3LB', 45, 3, 'active', 6700, 0, false],
    ['Signature Sauce', 'SAU-SIG', 80, 8, 'active', 2400, 0, false],
    ['Paper Cups 16oz', 'CUP-16', 100, 10, 'active', 1850, 0, false],
    ['Onion Rings', 'OR-2LB', 48, 4, 'out_of_stock', 4100, 0, false],
    ['Fish Fillets', 'FSH-FIL', 40, 2, 'out_of_stock', 9500, 0, false],
    ['Veggie Burgers', 'VB-4OZ', 40, 4, 'discontinued', 7200, 0, false],
    ['Holiday Cups', 'CUP-HOL', 100, 10, 'discontinued', 2100, 0, false],
  ];
  const items = itemRows.map(
    (
      [
        itemDesc,
        sku,
        casesPerPallet,
        casesPerOvernight,
        status,
        priceCents,
        salePriceCents,
        isOnSale,
      ],
      i,
    ) => ({
      id: `item-${sku.toLowerCase()}`,
      itemDesc,
      sku,
      casesPerPallet,
      casesPerOvernight,
      status,
      priceCents,
      salePriceCents,
      isOnSale,
      order: i + 1,
    }),
  );
  for (const { id, ...item } of items) put('items', id, { ...item, ...stamps });
  const activeItems = items.filter((i) => i.status === 'active');
  put(...itemCatalogueIndex(items));

  // 60 orders spread over the last ~120 days (a few today, so the default "week" filter has rows).
  const statuses = ['pending', 'revision', 'approved', 'fulfilled', 'deleted'];
  const flags = {
    pending: { isPending: true, isApproved: false, isFulfilled: false },
    revision: { isPending: true, isApproved: false, isFulfilled: false },
    approved: { isPending: false, isApproved: true, isFulfilled: false },
    fulfilled: { isPending: false, isApproved: false, isFulfilled: true },
  };
  const orderers = {
    [north]: [owner.uid, byRole.manager.uid, byRole.employee.uid],
    [gulf]: [owner.uid],
  };
  // Orders section (orders helper): the status history each seeded order went through, as
  // revision entries {by, byName, at, from, to, notes} (src/features/orders/model/types.ts).
  const admin = byRole.superAdmin;
  const fulfiller = byRole.fulfillment;
  const revisionEntry = (user, at, from, to, notes = '') => ({
    by: user.uid,
    byName: `${user.first} ${user.last}`,
    at: ts(at),
    from,
    to,
    notes,
  });
  const seedRevisions = (status, at) => {
    const earlier = new Date(at.getTime() - 1800_000);
    switch (status) {
      case 'revision':
        return [
          revisionEntry(admin, at, 'pending', 'revision', 'Please reduce the fries quantity.'),
        ];
      case 'approved':
        return [revisionEntry(admin, at, 'pending', 'approved', 'Approved.')];
      case 'fulfilled':
        return [
          revisionEntry(admin, earlier, 'pending', 'approved'),
          revisionEntry(fulfiller, at, 'approved', 'fulfilled'),
        ];
      case 'deleted':
        return [revisionEntry(admin, at, 'pending', 'deleted')];
      default:
        return [];
    }
  };
  for (let n = 1; n <= 60; n++) {
    const territoryId = n % 3 === 0 ? gulf : north;
    const status = n > 50 ? (n % 2 ? 'pending' : 'revision') : statuses[n % 5];
    const daysBack = Math.max(0, Math.round((60 - n) * 2 - random() * 2));
    const createdAt = daysAgo(daysBack, 8 + (n % 9));
    const updatedAt = new Date(
      Math.min(now.getTime(), createdAt.getTime() + 3600_000 * (1 + (n % 30))),
    );
    const deliveryOptions = delivery.filter((d) => d.territoryId === territoryId);
    const deliveryLocation = deliveryOptions[n % deliveryOptions.length];
    const orderItems = activeItems
      .filter((_, i) => (n + i) % 3 !== 0)
      .map((item) => ({ id: item.id, quantity: 1 + Math.floor(random() * 12) }));
    const id = `order-${String(n).padStart(3, '0')}`;
    const overnightShipping = n % 7 === 0;
    put('orders', id, {
      orderNumber: n,
      status,
      overnightShipping,
      items: orderItems,
      maxPallets: 1 + (n % 3),
      franchiseeNotes: n % 4 === 0 ? 'Please deliver before 9am.' : '',
      corporateNotes:
        status === 'revision'
          ? 'Please reduce the fries quantity.'
          : status === 'approved'
            ? 'Approved.'
            : '',
      territoryId,
      deliveryLocationId: deliveryLocation.id,
      llcId: llcs.find((l) => l.territoryIds.includes(territoryId)).id,
      enabled: status !== 'deleted',
      userId: orderers[territoryId][n % orderers[territoryId].length],
      revisions: seedRevisions(status, updatedAt),
      readRecipients: status === 'pending' ? [] : [byRole.fulfillment.uid],
      territory: { name: territoryNames[territoryId] },
      deliveryLocation: { name: deliveryLocation.name },
      createdAt: ts(createdAt),
      updatedAt: ts(updatedAt),
      updatedAtTimestamp: Math.floor(updatedAt.getTime() / 1000),
    });
    if (status !== 'deleted') {
      put('orderNotifications', id, {
        orderId: id,
        orderNumber: n,
        status: flags[status],
        territoryId,
        name: deliveryLocation.name,
        territoryName: territoryNames[territoryId],
        isOvernightShipping: overnightShipping,
        readRecipients: n < 45 ? [byRole.fulfillment.uid, byRole.superAdmin.uid] : [],
        lastUpdated: ts(updatedAt),
        createdAt: ts(createdAt),
        updatedAt: ts(updatedAt),
      });
    }
  }
  // Orders section (orders helper): three drafts of the Franchisee Owner, lines of quantity >= 1
  // only (lines at 0 are not stored).
  const draftRows = [
    [
      north,
      'delivery-north-cafe',
      [
        [0, 4],
        [1, 6],
      ],
      'Weekend restock.',
      1,
    ],
    [north, 'delivery-north-commissary', [[3, 10]], '', 3],
    [
      gulf,
      'delivery-gulf-warehouse',
      [
        [2, 2],
        [5, 8],
        [6, 20],
      ],
      'Call before delivery.',
      6,
    ],
  ];
  draftRows.forEach(([territoryId, deliveryLocationId, lines, notes, daysBack], i) => {
    const location =
      delivery.find((d) => d.id === deliveryLocationId) ??
      delivery.find((d) => d.territoryId === territoryId);
    const at = daysAgo(daysBack, 10 + i);
    put('draft_orders', `draft-${i + 1}`, {
      overnightShipping: i === 1,
      items: lines.map(([index, quantity]) => ({ id: activeItems[index].id, quantity })),
      maxPallets: 1 + i,
      franchiseeNotes: notes,
      corporateNotes: '',
      territoryId,
      deliveryLocationId: location.id,
      userId: owner.uid,
      territory: { name: territoryNames[territoryId] },
      deliveryLocation: { name: location.name },
      createdAt: ts(at),
      updatedAt: ts(at),
      updatedAtTimestamp: Math.floor(at.getTime() / 1000),
    });
  });

  const announcements = [
    'Welcome to the new franchise portal!',
    'Spring menu launches April 1st: order extra buns.',
    'Holiday schedule: no deliveries on Memorial Day.',
    'New compliance checklist is live under Compliance.',
    'Fries supplier change: same SKU, new packaging.',
    'Reminder: submit weekly inventory by Sunday night.',
    'Truck maintenance week: check your delivery windows.',
  ];
  announcements.forEach((message, i) => {
    const at = ts(daysAgo((announcements.length - 1 - i) * 9));
    const isCurrent = i === announcements.length - 1;
    put('announcements', `announcement-${i + 1}`, {
      message,
      isCurrent,
      isPrevious: !isCurrent,
      readRecipients: isCurrent ? [] : DEMO_USERS.map((u) => u.uid),
      createdAt: at,
      updatedAt: at,
    });
  });

  const notes = [
    'Pallets must be shrink-wrapped before pickup.',
    'Overnight orders close at 2pm EST.',
    'Cold chain check: log freezer temps on every delivery.',
  ];
  notes.forEach((text, i) => {
    const at = ts(daysAgo((notes.length - 1 - i) * 14));
    const isCurrent = i === notes.length - 1;
    put('fulfillment_notes', `fulfillment-note-${i + 1}`, {
      notes: text,
      isCurrent,
      isPast: !isCurrent,
      createdAt: at,
      updatedAt: at,
    });
  });

  // Training: three categories and six videos (spec 02 §3); some videos sit in several categories.
  const trainingCategories = [
    ['training-category-food-safety', 'Food Safety'],
    ['training-category-truck-operations', 'Truck Operations'],
    ['training-category-customer-service', 'Customer Service'],
  ];
  trainingCategories.forEach(([id, name], i) => {
    put('training_video_categories', id, {
      name,
      nameLower: name.toLowerCase(),
      order: i + 1,
      ...stamps,
    });
  });
  const categoryRef = (i) => ({ id: trainingCategories[i][0], name: trainingCategories[i][1] });
  const trainingVideos = [
    [
      'Handwashing and glove use',
      'When to wash, how long, and when gloves must be changed during a shift.',
      'https://vimeo.com/76979871',
      [0],
    ],
    [
      'Cold holding temperatures',
      'Keeping seafood at 41 °F or below: probing, logging and what to do when a cooler fails.',
      'https://vimeo.com/22439234',
      [0, 1],
    ],
    [
      'Opening the truck',
      'Generator, propane, fryers and the window: the opening checklist step by step.',
      'https://vimeo.com/1084537',
      [1],
    ],
    [
      'Closing and cleaning the truck',
      'Shutting down equipment safely, cleaning the line and securing the truck for the night.',
      'https://vimeo.com/90509568',
      [1, 0],
    ],
    [
      'Greeting guests at the window',
      'A friendly, quick greeting, reading the order back and handling the line at rush hour.',
      'https://vimeo.com/148751763',
      [2],
    ],
    [
      'Handling complaints',
      'Listen, apologise, fix: how to turn a bad experience into a returning guest.',
      'https://vimeo.com/347119375',
      [2, 0, 1],
    ],
  ];
  trainingVideos.forEach(([title, description, url, categoryIndexes], i) => {
    const at = ts(daysAgo(30 - i * 4));
    // In category order, as the app's form stores them.
    const categories = [...categoryIndexes].sort((a, b) => a - b).map(categoryRef);
    put('training_videos', `training-video-${i + 1}`, {
      title,
      description,
      url,
      categoryIds: categories.map((c) => c.id),
      categories,
      createdAt: at,
      updatedAt: at,
    });
  });

  // Compliance catalogue: sections and questions from `complianceCatalogue` (top of this file).
  for (const { id, ...section } of complianceCatalogue.sections) {
    const at = Timestamp.fromMillis(section.updatedAtTimestamp);
    put('compliance_report_sections', id, { ...section, createdAt: at, updatedAt: at });
  }
  for (const { id, ...question } of complianceCatalogue.questions) {
    const at = Timestamp.fromMillis(CATALOGUE_STAMP);
    put('compliance_report_questions', id, { ...question, createdAt: at, updatedAt: at });
  }
  // Mystery shopper reports (catalogue helper): three visits, one without files.
  const shopper = byRole.superAdmin;
  const shopperVisits = [
    [
      L.northCafe,
      3,
      'Greeted within 20 seconds; fish tacos hot and fresh. Restroom out of paper towels.',
      ['receipt.jpg'],
    ],
    [
      L.northTruck,
      12,
      'Line of eight at noon moved quickly. Menu board price for the shrimp basket was outdated.',
      [],
    ],
    [
      L.gulfGrill,
      25,
      'Friendly staff and a clean dining room. Fries were lukewarm; manager replaced them at once.',
      ['receipt.jpg', 'notes.pdf'],
    ],
  ];
  shopperVisits.forEach(([locationId, days, text, fileNames], i) => {
    const id = `mystery-shopper-report-${i + 1}`;
    const location = franchise.find((f) => f.id === locationId);
    const at = ts(daysAgo(days));
    put('mystery_shopper_reports', id, {
      userId: shopper.uid,
      userName: `${shopper.first} ${shopper.last}`,
      territoryId: location.territoryId,
      territoryName: territoryNames[location.territoryId],
      franchiseeLocationId: locationId,
      franchiseeLocationName: locationNames[locationId],
      date: at,
      text,
      // Demo URLs only: the local machine has no Storage emulator to hold real files.
      files: fileNames.map((name) => ({
        name,
        url: `https://files.example.test/mystery_shopper_reports/${id}/${name}`,
      })),
      createdAt: at,
      updatedAt: at,
    });
  });
  // End of compliance catalogue and mystery shopper reports.

  // Compliance reports (reports helper): 12 published reports, serials 1..12 over both territories
  // and types with every result, and 3 drafts, built by scripts/lib/compliance-reports-seed.mjs
  // from `complianceCatalogue` and scored by the app's scoreReport (so the verdict lists pass the rules).
  {
    const enabled = franchise.filter((f) => f.enabled);
    const complianceLocations = [L.northTruck, L.northCafe, L.gulfTruck, L.gulfGrill].map((id) => {
      const f = enabled.find((location) => location.id === id);
      return {
        id,
        name: locationNames[id],
        type: f.type,
        territoryId: f.territoryId,
        territoryName: territoryNames[f.territoryId],
      };
    });
    const { reports, drafts, lastSerial } = buildComplianceReports({
      catalogue: complianceCatalogue,
      scoreReport: model.scoreReport,
      locations: complianceLocations,
      uids: {
        superAdmin: byRole.superAdmin.uid,
        fulfillment: byRole.fulfillment.uid,
        owner: owner.uid,
        manager: byRole.manager.uid,
        employee: byRole.employee.uid,
      },
      territoryUsers,
      dateDaysAgo: (days) => daysAgo(days, 9 + (days % 8)),
      timestamp: ts,
    });
    for (const [id, report] of [...reports, ...drafts]) put('compliance_reports', id, report);
    for (const [id, action] of buildComplianceActions({
      reports,
      people: {
        [north]: {
          uid: byRole.manager.uid,
          name: `${byRole.manager.first} ${byRole.manager.last}`,
        },
        [gulf]: { uid: owner.uid, name: `${owner.first} ${owner.last}` },
      },
      verifier: {
        uid: byRole.superAdmin.uid,
        name: `${byRole.superAdmin.first} ${byRole.superAdmin.last}`,
      },
      now,
      timestamp: ts,
    }))
      put('compliance_actions', id, action);
    put('counters', 'complianceReports', { value: lastSerial, ...stamps });
  }
  // End of compliance reports.
  docs.push(
    ...buildApprovals({
      docs,
      uids: {
        owner: owner.uid,
        manager: byRole.manager.uid,
        superAdmin: byRole.superAdmin.uid,
        fulfillment: byRole.fulfillment.uid,
      },
      territories: { north, gulf },
      routing: { routedAssignee: model.routedAssignee, routeId: model.routeId },
      names: {
        owner: `${owner.first} ${owner.last}`,
        manager: `${byRole.manager.first} ${byRole.manager.last}`,
        superAdmin: `${byRole.superAdmin.first} ${byRole.superAdmin.last}`,
      },
      timestamp: ts,
      now,
    }),
  );

  docs.push(...buildSalesSeed({ docs, now, ts }));
  docs.push(...buildInventorySeed({ docs, now, ts }));
  // Before the benchmarks: it links each location to its delivery point (COGS purchases).
  addCogsSeed({ docs, now, ts });
  docs.push(
    ...buildSalesActingSeed({
      docs,
      now,
      ts,
      benchmarkDocuments: model.benchmarkDocuments,
      cogsFigures: model.cogsFigures,
    }),
  );
  docs.push(...buildRoyaltySeed({ docs, now, ...model }));
  docs.push(...salesRollupRows(docs, model.salesRollups, ts(now)));
  const asOf = now.toISOString().slice(0, 10);
  docs.push(...cogsRollupRows(cogsDocuments(docs), model.cogsRollups, asOf, ts(now)));
  docs.push(...itemSalesRollupRows(docs, model.itemSalesRollups, ts(now)));
  docs.push(...salesDaysRows(docs, model.salesRollups, model.salesDays, ts(now)));
  return docs;
}

/**
 * Clears the emulators and writes the demo data.
 * @param {Record<string, string | undefined>} [env] needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST
 * @param {{ quiet?: boolean }} [options]
 * @returns {Promise<{ users: typeof DEMO_USERS, counts: Record<string, number> }>}
 */
export async function seed(env = process.env, { quiet = false } = {}) {
  if (!env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The seed only runs against the emulators: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set',
    );
  }
  // firebase-admin reads the emulator hosts from process.env.
  process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  // No Google credentials are needed or wanted: skip google-auth-library's metadata-server probe.
  process.env.METADATA_SERVER_DETECTION = 'none';

  const model = await loadModel();
  await clearEmulators(env);
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const u of DEMO_USERS) {
      await auth.createUser({
        uid: u.uid,
        email: u.email,
        password: DEMO_PASSWORD,
        displayName: `${u.first} ${u.last}`,
        emailVerified: true,
      });
    }
    const db = getFirestore(app);
    const docs = withStoredOrderLines(buildData(model));
    const counts = {};
    for (let i = 0; i < docs.length; i += 400) {
      const batch = db.batch();
      for (const [collection, id, data] of docs.slice(i, i + 400)) {
        batch.set(db.collection(collection).doc(id), data);
        counts[collection] = (counts[collection] ?? 0) + 1;
      }
      await batch.commit();
    }
    await db.terminate();
    if (!quiet) {
      const summary = Object.entries(counts)
        .map(([c, n]) => `${c} ${n}`)
        .join(', ');
      console.log(`Seeded demo data: ${summary}`);
      printLogins();
    }
    return { users: DEMO_USERS, counts };
  } finally {
    await deleteApp(app);
  }
}

/** Prints the demo logins as a small table. */
export function printLogins(log = (line) => console.log(line)) {
  const names = {
    superAdmin: 'Super Admin',
    fulfillment: 'Fulfillment',
    franchiseeOwner: 'Franchisee Owner',
    manager: 'Manager',
    employee: 'Employee',
  };
  const rows = DEMO_USERS.map((u) => [
    u.email,
    u.role ? names[u.role] : 'no role: waiting for access',
  ]);
  const width = Math.max(...rows.map(([email]) => email.length));
  log(`Demo logins (password for all: ${DEMO_PASSWORD})`);
  for (const [email, role] of rows) log(`  ${email.padEnd(width)}  ${role}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
  };
  const up = await Promise.all(
    [env.FIRESTORE_EMULATOR_HOST, env.FIREBASE_AUTH_EMULATOR_HOST].map((host) =>
      fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) }).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (up.includes(false)) {
    console.error(
      'The emulators are not running: use `npm start` (starts and seeds), or `node scripts/emulators.mjs exec -- node scripts/seed.mjs`',
    );
    process.exit(1);
  }
  try {
    await seed(env);
    process.exit(0);
  } catch (error) {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
