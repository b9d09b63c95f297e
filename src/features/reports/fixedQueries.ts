import { fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

const countSheet = 'features/reports/inventory/api/count-sheet.ts';
const scope = 'features/reports/api/scope.ts';

/** Every query the reports feature sends (src/app/queryShapes.test.ts). */
export const reportsFixedQueries: FixedQuery[] = [
  fixedQuery('Sales locations', 'franchise_locations', 'features/reports/api/scope.ts', {
    equals: ['territoryId'],
  }),
  // listTerritoryDays (scope.ts) serves item sales, franchise sales and sales adjustments.
  ...['item_sales_daily', 'sales_entries', 'sales_adjustments'].map((collection) =>
    fixedQuery(`Report days of ${collection}`, collection, scope, {
      equals: ['territoryId'],
      ranges: ['date'],
    }),
  ),
  fixedQuery('Item sales of a location type', 'item_sales_daily', scope, {
    equals: ['territoryId', 'locationType'],
    ranges: ['date'],
  }),
  fixedQuery(
    'Franchise location an order serves',
    'franchise_locations',
    'features/reports/api/item-sales-writes.ts',
    { equals: ['territoryId', 'deliveryLocationId'] },
  ),
  fixedQuery('Franchise sales import', 'sales_entries', 'features/reports/api/sales-entries.ts', {
    equals: ['territoryId', 'locationId'],
    ranges: ['date'],
  }),
  fixedQuery('Royalty settings', 'royalty_settings', 'features/reports/api/royalty.ts', {
    equals: ['territoryId'],
  }),
  fixedQuery('Royalty statements', 'royalty_statements', 'features/reports/api/royalty.ts', {
    equals: ['territoryId'],
  }),
  fixedQuery(
    'Inventory reports',
    'inventory_reports',
    'features/reports/inventory/api/inventory-reports.ts',
    { equals: ['territoryId'] },
  ),
  fixedQuery('Count lines', 'count_lines', 'features/reports/inventory/api/inventory-reports.ts', {
    equals: ['count'],
  }),
  fixedQuery('Count sheet items', 'items', countSheet, { equals: ['status'] }),
  fixedQuery('Periods of a location', 'inventory_reports', countSheet, {
    equals: ['territoryId', 'locationId'],
  }),
  fixedQuery('Count sheet lines', 'count_lines', countSheet, { equals: ['count'] }),
  fixedQuery('Count sheet delivery points', 'delivery_locations', countSheet, {
    equals: ['territoryId'],
  }),
  fixedQuery(
    'Inventory list base',
    'inventory_reports',
    'features/reports/inventory/api/inventory-list-query.ts',
    { equals: ['territoryId', 'status'] },
  ),
  fixedQuery(
    'Other expenses',
    'other_expenses',
    'features/reports/inventory/api/other-expenses.ts',
    {
      equals: ['territoryId', 'locationId'],
    },
  ),
  fixedQuery(
    'Fulfilled orders of a delivery point',
    'orders',
    'features/reports/inventory/api/purchases.ts',
    {
      equals: ['territoryId', 'deliveryLocationId', 'status'],
    },
  ),
  ...[[], ['territoryId']].map((scope) =>
    fixedQuery(
      'Sales reminder locations',
      'franchise_locations',
      'features/reports/api/sales-late.ts',
      {
        equals: ['enabled', ...scope],
      },
    ),
  ),
  fixedQuery(
    "Today's sales reminder checks",
    'sales_reminder_checks',
    'features/reports/api/sales-late.ts',
    {
      equals: ['day'],
    },
  ),
];
