/*
 * Every server table's query declaration and every fixed query of the app, in one place for
 * queryShapes.test.ts. Imported by that test only (straight from the feature files, not their
 * index.ts, so the declarations stay out of the app's first bundle).
 *
 * A new server table: declare a TableQueryDeclaration next to its page (see queryShapes.ts in
 * components/DataTable), add it to `tableQueries` below and hand it to the table hook as `shapes`.
 * A new repository query: add it to its feature's fixedQueries.ts list.
 */
import type { TableQueryDeclaration } from '@/components/DataTable';
import type { FixedQuery } from '@/data/query/queryIndex';
import { approvalsFixedQueries } from '@/features/approvals/fixedQueries';
import { approvalsTable } from '@/features/approvals/tableQueries';
import { complianceFixedQueries } from '@/features/compliance/fixedQueries';
import {
  complianceDraftsTable,
  complianceReportsTable,
  mysteryShopperTable,
} from '@/features/compliance/tableQueries';
import { dashboardFixedQueries } from '@/features/dashboard/fixedQueries';
import { errorReportsFixedQueries } from '@/features/errorReports/fixedQueries';
import { mailFixedQueries } from '@/features/mail/fixedQueries';
import { notificationsFixedQueries } from '@/features/notifications/fixedQueries';
import { ordersFixedQueries } from '@/features/orders/fixedQueries';
import {
  fulfillmentNotesTable,
  fulfillmentsTable,
  orderDraftsTable,
  ordersTable,
} from '@/features/orders/tableQueries';
import { referenceDataFixedQueries } from '@/features/referenceData/fixedQueries';
import { reportsFixedQueries } from '@/features/reports/fixedQueries';
import { inventoryListTable } from '@/features/reports/inventory/tableQueries';
import { toolsFixedQueries } from '@/features/tools/fixedQueries';
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
import { trainingFixedQueries } from '@/features/training/fixedQueries';
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

export const fixedQueries: FixedQuery[] = [
  ...approvalsFixedQueries,
  ...complianceFixedQueries,
  ...dashboardFixedQueries,
  ...errorReportsFixedQueries,
  ...mailFixedQueries,
  ...notificationsFixedQueries,
  ...ordersFixedQueries,
  ...referenceDataFixedQueries,
  ...reportsFixedQueries,
  ...toolsFixedQueries,
  ...trainingFixedQueries,
];
