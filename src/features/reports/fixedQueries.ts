import { COLLECTIONS, SUBCOLLECTIONS } from '@/data/collections';
import { asc, declareQuery, eq, isIn, optional, range } from '@/data/query/declaredQuery';

/*
 * Every query the reports feature sends, declared here and built from these declarations by the
 * api (constraintsOf), so src/app/queryShapes.test.ts checks the indexes of exactly what runs.
 */

const countSheet = 'features/reports/inventory/api/count-sheet.ts';
const inventoryReports = 'features/reports/inventory/api/inventory-reports.ts';

/*
 * The days of a per-day report collection in one territory between two yyyy-MM-dd days, read by
 * listTerritoryDays (api/scope.ts) for the function that names the declaration.
 */
const territoryDays = [eq('territoryId'), range('date', '>=', 'from'), range('date', '<=', 'to')];

export const salesEntryDays = declareQuery({
  name: `Report days of ${COLLECTIONS.salesEntries}`,
  collection: COLLECTIONS.salesEntries,
  sources: ['features/reports/api/sales-entries.ts'],
  where: territoryDays,
});

export const salesAdjustmentDays = declareQuery({
  name: `Report days of ${COLLECTIONS.salesAdjustments}`,
  collection: COLLECTIONS.salesAdjustments,
  sources: ['features/reports/api/sales-adjustments.ts'],
  where: territoryDays,
});

/**
 * The location rollups of some months and ISO weeks in one territory, or of one location of it
 * (at most 30 periods a query: api/sales-rollups.ts reads more in chunks).
 */
export const salesRollupPeriods = declareQuery({
  name: `Periods of ${COLLECTIONS.salesRollups}`,
  collection: COLLECTIONS.salesRollups,
  sources: ['features/reports/api/sales-rollups.ts'],
  where: [eq('territoryId'), optional(eq('locationId')), isIn('period', 'periods')],
});

/** The territory rollups of some months and ISO weeks of one territory (30 periods a query). */
export const territoryRollupPeriods = declareQuery({
  name: `Periods of ${COLLECTIONS.territorySalesRollups}`,
  collection: COLLECTIONS.territorySalesRollups,
  sources: ['features/reports/api/sales-rollups.ts'],
  where: [eq('territoryId'), isIn('period', 'periods')],
});

/** The chain rollups of some months and ISO weeks (30 periods a query). */
export const chainRollupPeriods = declareQuery({
  name: `Periods of ${COLLECTIONS.chainSalesRollups}`,
  collection: COLLECTIONS.chainSalesRollups,
  sources: ['features/reports/api/sales-rollups.ts'],
  where: [isIn('period', 'periods')],
});

/** The item sales days of one delivery location between two days (the ends of a range). */
export const itemSalesDays = declareQuery({
  name: `Report days of ${COLLECTIONS.itemSalesDaily}`,
  collection: COLLECTIONS.itemSalesDaily,
  sources: ['features/reports/api/item-sales.ts'],
  where: [
    eq('territoryId'),
    eq('deliveryLocationId'),
    range('date', '>=', 'from'),
    range('date', '<=', 'to'),
  ],
});

/**
 * The item rollups of some months and ISO weeks of one delivery location (at most 30 periods a
 * query: api/item-sales.ts reads more in chunks).
 */
export const itemSalesRollupPeriods = declareQuery({
  name: `Periods of ${COLLECTIONS.itemSalesRollups}`,
  collection: COLLECTIONS.itemSalesRollups,
  sources: ['features/reports/api/item-sales.ts'],
  where: [eq('territoryId'), eq('deliveryLocationId'), isIn('period', 'periods')],
});

/**
 * The territory item rollups of some months, ISO weeks and days (30 a query) of one territory, or
 * of every territory (a top role's).
 */
export const territoryItemRollupPeriods = declareQuery({
  name: `Periods of ${COLLECTIONS.territoryItemSalesRollups}`,
  collection: COLLECTIONS.territoryItemSalesRollups,
  sources: ['features/reports/api/item-sales.ts'],
  where: [optional(eq('territoryId')), isIn('period', 'periods')],
});

/** The territory item type rollups of the same periods, as territoryItemRollupPeriods. */
export const territoryItemTypeRollupPeriods = declareQuery({
  name: `Periods of ${COLLECTIONS.territoryItemTypeRollups}`,
  collection: COLLECTIONS.territoryItemTypeRollups,
  sources: ['features/reports/api/item-sales.ts'],
  where: [optional(eq('territoryId')), isIn('period', 'periods')],
});

/** The reported days of some ISO weeks in one territory (the reports dashboard's two weeks). */
export const salesDayWeeks = declareQuery({
  name: `Weeks of ${COLLECTIONS.territorySalesDays}`,
  collection: COLLECTIONS.territorySalesDays,
  sources: ['features/reports/api/sales-days.ts'],
  where: [eq('territoryId'), isIn('period', 'weeks')],
});

export const royaltySettings = declareQuery({
  name: 'Royalty settings',
  collection: COLLECTIONS.royaltySettings,
  sources: ['features/reports/api/royalty.ts'],
  where: [eq('territoryId')],
});

/** The statements of one location (a few a year: read whole). */
export const locationStatements = declareQuery({
  name: 'Royalty statements',
  collection: COLLECTIONS.royaltyStatements,
  sources: ['features/reports/api/royalty.ts'],
  where: [eq('territoryId'), eq('locationId')],
});

/**
 * The statements unpaid after their due date (`unpaidDueDate` before today), oldest due first:
 * counted and summed by an aggregation, and a page of the oldest listed. A top role's are the
 * whole chain's (no territory); franchise staff's up to 30 territories at a time.
 */
export const overdueStatements = declareQuery({
  name: 'Royalty statements unpaid past due',
  collection: COLLECTIONS.royaltyStatements,
  sources: ['features/reports/api/royalty-overdue.ts'],
  where: [optional(isIn('territoryId', 'territoryIds')), range('unpaidDueDate', '<', 'today')],
  orderBy: asc('unpaidDueDate'),
});

/** The COGS rollups of one location's inventory periods (a few a year: read whole). */
export const locationCogsRollups = declareQuery({
  name: 'COGS period rollups',
  collection: COLLECTIONS.cogsPeriodRollups,
  sources: ['features/reports/inventory/api/cogs-data.ts'],
  where: [eq('territoryId'), eq('locationId')],
});

/** The COGS trends of the locations of up to 30 territories (the COGS side-by-side view). */
export const territoryCogsTrends = declareQuery({
  name: 'COGS location trends',
  collection: COLLECTIONS.cogsLocationTrends,
  sources: ['features/reports/inventory/api/cogs-data.ts'],
  where: [isIn('territoryId', 'territoryIds')],
});

export const territoryInventoryReports = declareQuery({
  name: 'Inventory reports',
  collection: COLLECTIONS.inventoryReports,
  sources: [inventoryReports],
  where: [eq('territoryId')],
});

/**
 * The periods not closed yet (the reports dashboard's open counts, counted and the longest open
 * listed): every territory's for a top role, one territory's at a time for franchise staff (what
 * the rules can check; its statuses are an `in` too, and Firestore takes 30 disjunctions in all).
 */
export const openInventoryReports = declareQuery({
  name: 'Inventory reports not closed',
  collection: COLLECTIONS.inventoryReports,
  sources: [inventoryReports],
  where: [optional(eq('territoryId')), isIn('status', 'statuses')],
  orderBy: asc('createdAt'),
});

/** The lines of one count of a period (read once, and followed live by the count sheet). */
export const countLinesOfCount = declareQuery({
  name: 'Count lines',
  collection: SUBCOLLECTIONS.countLines,
  sources: [inventoryReports, countSheet],
  where: [eq('count')],
});

export const activeCountItems = declareQuery({
  name: 'Count sheet items',
  collection: COLLECTIONS.items,
  sources: [countSheet],
  where: [eq('status')],
});

export const locationPeriods = declareQuery({
  name: 'Periods of a location',
  collection: COLLECTIONS.inventoryReports,
  sources: [countSheet],
  where: [eq('territoryId'), eq('locationId')],
});

export const territoryDeliveryPoints = declareQuery({
  name: 'Count sheet delivery points',
  collection: COLLECTIONS.deliveryLocations,
  sources: [countSheet],
  where: [eq('territoryId')],
});

/** The inventory list's base (inventoryListTable's bases): a status tab, staff by chunk. */
export const inventoryList = declareQuery({
  name: 'Inventory list base',
  collection: COLLECTIONS.inventoryReports,
  sources: ['features/reports/inventory/api/inventory-list-query.ts'],
  where: [optional(eq('status')), optional(isIn('territoryId'))],
});

export const locationOtherExpenses = declareQuery({
  name: 'Other expenses',
  collection: COLLECTIONS.otherExpenses,
  sources: ['features/reports/inventory/api/other-expenses.ts'],
  where: [eq('territoryId'), eq('locationId')],
});

export const fulfilledOrdersOfDeliveryPoint = declareQuery({
  name: 'Fulfilled orders of a delivery point',
  collection: COLLECTIONS.orders,
  sources: ['features/reports/inventory/api/purchases.ts'],
  where: [eq('territoryId'), eq('deliveryLocationId'), eq('status')],
});

/** The transfers waiting for a location's answer (issue 28: transfers are two-sided). */
export const incomingTransfers = declareQuery({
  name: 'Incoming stock transfers',
  collection: COLLECTIONS.stockTransfers,
  sources: ['features/reports/inventory/api/stock-movements.ts'],
  where: [eq('toTerritoryId'), eq('toLocationId'), eq('status')],
});
