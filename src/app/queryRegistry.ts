/*
 * Every server table's query declaration and every fixed query of the app, in one place for
 * queryShapes.test.ts. Imported by that test only (straight from the feature files, not their
 * index.ts, so the declarations stay out of the app's first bundle).
 *
 * A new server table: declare a TableQueryDeclaration next to its page (see queryShapes.ts in
 * components/DataTable), add it to `tableQueries` below and hand it to the table hook as `shapes`.
 * A new repository query: export its declaration (declareQuery) from its feature's fixedQueries.ts and
 * build it with constraintsOf (src/data/query/declaredQuery.ts); every export of the modules in
 * `fixedQueryModules` is read, so nothing here changes (a new feature's module is added below).
 */
import type { TableQueryDeclaration } from '@/components/DataTable';
import { isQueryDeclaration, type QueryDeclaration } from '@/data/query/declaredQuery';
import * as approvalsFixedQueries from '@/features/approvals/fixedQueries';
import { approvalsTable } from '@/features/approvals/tableQueries';
import * as complianceFixedQueries from '@/features/compliance/fixedQueries';
import {
  complianceDraftsTable,
  complianceReportsTable,
  mysteryShopperTable,
} from '@/features/compliance/tableQueries';
import * as dashboardFixedQueries from '@/features/dashboard/fixedQueries';
import * as errorReportsFixedQueries from '@/features/errorReports/fixedQueries';
import * as mailFixedQueries from '@/features/mail/fixedQueries';
import * as notificationsFixedQueries from '@/features/notifications/fixedQueries';
import * as ordersFixedQueries from '@/features/orders/fixedQueries';
import {
  fulfillmentNotesTable,
  fulfillmentsTable,
  orderDraftsTable,
  ordersTable,
} from '@/features/orders/tableQueries';
import * as referenceDataFixedQueries from '@/features/referenceData/fixedQueries';
import * as reportsFixedQueries from '@/features/reports/fixedQueries';
import { inventoryListTable } from '@/features/reports/inventory/tableQueries';
import * as toolsFixedQueries from '@/features/tools/fixedQueries';
import {
  announcementsTable,
  deliveryLocationsTable,
  franchiseLocationsTable,
  itemsTable,
  llcsTable,
  territoriesTable,
  territoryDeliveryLocationsTable,
  territoryFranchiseLocationsTable,
  usersTable,
} from '@/features/tools/tableQueries';
import * as trainingFixedQueries from '@/features/training/fixedQueries';
import { trainingVideosTable } from '@/features/training/tableQueries';

/** Keyed by the constant's name, which is what a page passes as `shapes`. */
export const tableQueries: Record<string, TableQueryDeclaration> = {
  ordersTable,
  orderDraftsTable,
  fulfillmentsTable,
  fulfillmentNotesTable,
  complianceReportsTable,
  complianceDraftsTable,
  mysteryShopperTable,
  approvalsTable,
  usersTable,
  itemsTable,
  announcementsTable,
  territoriesTable,
  franchiseLocationsTable,
  deliveryLocationsTable,
  llcsTable,
  territoryFranchiseLocationsTable,
  territoryDeliveryLocationsTable,
  trainingVideosTable,
  inventoryListTable,
};

/** Every module of query declarations, by its path under src/ (the test finds any left out). */
export const fixedQueryModules: Record<string, Readonly<Record<string, unknown>>> = {
  'features/approvals/fixedQueries.ts': approvalsFixedQueries,
  'features/compliance/fixedQueries.ts': complianceFixedQueries,
  'features/dashboard/fixedQueries.ts': dashboardFixedQueries,
  'features/errorReports/fixedQueries.ts': errorReportsFixedQueries,
  'features/mail/fixedQueries.ts': mailFixedQueries,
  'features/notifications/fixedQueries.ts': notificationsFixedQueries,
  'features/orders/fixedQueries.ts': ordersFixedQueries,
  'features/referenceData/fixedQueries.ts': referenceDataFixedQueries,
  'features/reports/fixedQueries.ts': reportsFixedQueries,
  'features/tools/fixedQueries.ts': toolsFixedQueries,
  'features/training/fixedQueries.ts': trainingFixedQueries,
};

/** A declaration and the export the code imports it by (its sources must name that export). */
interface RegisteredQuery {
  /** The export's name, with the key for a record of declarations (`orderBellPages.approved`). */
  name: string;
  /** The identifier a source file names to use it. */
  identifier: string;
  declaration: QueryDeclaration;
}

/** The declarations among a module's exports: plain, or the values of a record of them. */
function declarationsOf(exports: Readonly<Record<string, unknown>>): RegisteredQuery[] {
  return Object.entries(exports).flatMap(([identifier, value]) => {
    if (isQueryDeclaration(value)) return [{ name: identifier, identifier, declaration: value }];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, inner]) =>
      isQueryDeclaration(inner)
        ? [{ name: `${identifier}.${key}`, identifier, declaration: inner }]
        : [],
    );
  });
}

export const fixedQueries: RegisteredQuery[] =
  Object.values(fixedQueryModules).flatMap(declarationsOf);
