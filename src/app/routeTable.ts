import type { Permission } from '@/features/auth';
import { appPattern, appPatterns, type AppRouteName } from '@/lib/paths';

export interface AppRouteDef {
  /** Path relative to /app: one of `appPatterns` (src/lib/paths.ts). */
  path: string;
  title: string;
  /** Permission the guard requires; omitted for pages every signed-in user with a role may open. */
  permission?: Permission;
}

/** Every /app route of the spec (01 §2, 02 §2) with its browser title and guard. */
export const APP_ROUTES: AppRouteDef[] = [
  { path: appPatterns.account, title: 'Account' },

  { path: appPatterns.orders, title: 'Your Orders', permission: 'orders.view' },
  { path: appPatterns.order, title: 'Order Details', permission: 'orders.view' },
  { path: appPatterns.editOrder, title: 'Edit Order', permission: 'orders.edit' },
  { path: appPatterns.newOrder, title: 'New Order', permission: 'orders.create' },
  { path: appPatterns.draftOrders, title: 'Draft Orders', permission: 'draftOrders.view' },
  { path: appPatterns.editDraftOrder, title: 'Edit Draft Order', permission: 'draftOrders.edit' },

  { path: appPatterns.fulfillments, title: 'Fulfillments', permission: 'fulfillments.view' },
  { path: appPatterns.fulfillment, title: 'Fulfillment Details', permission: 'fulfillments.view' },
  {
    path: appPatterns.fulfillmentNotes,
    title: 'Fulfillment Notes',
    permission: 'fulfillmentNotes.view',
  },
  {
    path: appPatterns.newFulfillmentNote,
    title: 'New Fulfillment Note',
    permission: 'fulfillmentNotes.create',
  },
  {
    path: appPatterns.copyFulfillmentNote,
    title: 'Copy Fulfillment Note',
    permission: 'fulfillmentNotes.create',
  },
  {
    path: appPatterns.editFulfillmentNote,
    title: 'Edit Fulfillment Note',
    permission: 'fulfillmentNotes.edit',
  },

  { path: appPatterns.reportsDashboard, title: 'Reports Dashboard', permission: 'itemSales.view' },
  { path: appPatterns.itemSales, title: 'Item Sales Reports', permission: 'itemSales.view' },
  { path: appPatterns.inventoryList, title: 'Inventory Reports', permission: 'inventory.view' },
  {
    path: appPatterns.newOpeningInventory,
    title: 'New Opening Inventory',
    permission: 'inventory.create',
  },
  {
    path: appPatterns.newClosingInventory,
    title: 'New Closing Inventory',
    permission: 'inventory.create',
  },
  { path: appPatterns.inventory, title: 'Inventory Report', permission: 'inventory.view' },
  {
    path: appPatterns.openingInventory,
    title: 'Opening Inventory',
    permission: 'inventory.view',
  },
  {
    path: appPatterns.closingInventory,
    title: 'Closing Inventory',
    permission: 'inventory.view',
  },
  {
    path: appPatterns.franchiseSales,
    title: 'Franchise Sales Reports',
    permission: 'franchiseSales.view',
  },
  { path: appPatterns.cogs, title: 'COGS Reports', permission: 'cogsReports.view' },
  { path: appPatterns.profitLoss, title: 'Profit and Loss', permission: 'cogsReports.view' },

  { path: appPatterns.approvals, title: 'Approvals', permission: 'approvals.view' },
  { path: appPatterns.approval, title: 'Approval Request', permission: 'approvals.view' },
  { path: appPatterns.startApproval, title: 'New Request', permission: 'approvals.create' },
  {
    path: appPatterns.createApproval,
    title: 'New Approval Request',
    permission: 'approvals.create',
  },
  {
    path: appPatterns.reviseApproval,
    title: 'Revise Approval Request',
    permission: 'approvals.edit',
  },
  {
    path: appPatterns.resubmitApproval,
    title: 'Resubmit Approval Request',
    permission: 'approvals.edit',
  },
  { path: appPatterns.approvalRouting, title: 'Reviewer Routing', permission: 'approvals.review' },

  {
    path: appPatterns.complianceReports,
    title: 'Compliance Reports',
    permission: 'complianceReports.view',
  },
  {
    path: appPatterns.selectComplianceLocation,
    title: 'Select Franchisee Location',
    permission: 'complianceReports.view',
  },
  {
    path: appPatterns.newComplianceReport,
    title: 'New Compliance Report',
    permission: 'complianceReports.create',
  },
  {
    path: appPatterns.complianceReport,
    title: 'Compliance Report Details',
    permission: 'complianceReports.view',
  },
  {
    path: appPatterns.editComplianceReport,
    title: 'Edit Compliance Report',
    permission: 'complianceReports.edit',
  },
  {
    path: appPatterns.complianceDrafts,
    title: 'Compliance Report Drafts',
    permission: 'complianceDrafts.view',
  },
  {
    path: appPatterns.editComplianceDraft,
    title: 'Review Draft Compliance Report',
    permission: 'complianceDrafts.edit',
  },
  {
    path: appPatterns.complianceActions,
    title: 'Follow-up Actions',
    permission: 'complianceReports.view',
  },
  {
    path: appPatterns.complianceQuestions,
    title: 'Compliance Questions',
    permission: 'complianceQuestions.view',
  },
  {
    path: appPatterns.newComplianceQuestion,
    title: 'New Compliance Question',
    permission: 'complianceQuestions.create',
  },
  {
    path: appPatterns.editComplianceQuestion,
    title: 'Edit Compliance Question',
    permission: 'complianceQuestions.edit',
  },
  {
    path: appPatterns.questionSections,
    title: 'Question Sections',
    permission: 'complianceQuestions.view',
  },
  {
    path: appPatterns.newQuestionSection,
    title: 'New Question Section',
    permission: 'complianceQuestions.create',
  },
  {
    path: appPatterns.editQuestionSection,
    title: 'Edit Question Section',
    permission: 'complianceQuestions.edit',
  },
  {
    path: appPatterns.mysteryShopperReports,
    title: 'Mystery Shopper Reports',
    permission: 'mysteryShopper.view',
  },
  {
    path: appPatterns.newMysteryShopperReport,
    title: 'New Mystery Shopper Report',
    permission: 'mysteryShopper.create',
  },
  {
    path: appPatterns.mysteryShopperReport,
    title: 'Mystery Shopper Report',
    permission: 'mysteryShopper.view',
  },
  {
    path: appPatterns.editMysteryShopperReport,
    title: 'Edit Mystery Shopper Report',
    permission: 'mysteryShopper.edit',
  },

  { path: appPatterns.trainingVideos, title: 'Training Videos', permission: 'trainingVideos.view' },
  { path: appPatterns.newTrainingVideo, title: 'Add Video', permission: 'trainingVideos.create' },
  {
    path: appPatterns.editTrainingVideo,
    title: 'Edit Video',
    permission: 'trainingVideos.edit',
  },
  {
    path: appPatterns.videoCategories,
    title: 'Video Categories',
    permission: 'trainingVideos.edit',
  },
  {
    path: appPatterns.newVideoCategory,
    title: 'New Video Category',
    permission: 'trainingVideos.create',
  },
  {
    path: appPatterns.editVideoCategory,
    title: 'Edit Video Category',
    permission: 'trainingVideos.edit',
  },
  {
    path: appPatterns.reorderVideoCategories,
    title: 'Reorder Video Categories',
    permission: 'trainingVideos.edit',
  },

  ...toolRoutes(
    { area: 'territories', detail: 'territory', edit: 'editTerritory', create: 'newTerritory' },
    'Territories',
    'Territory',
  ),
  ...toolRoutes(
    {
      area: 'franchiseLocations',
      detail: 'franchiseLocation',
      edit: 'editFranchiseLocation',
      create: 'newFranchiseLocation',
    },
    'Franchise Locations',
    'Franchise Location',
  ),
  ...toolRoutes(
    {
      area: 'deliveryLocations',
      detail: 'deliveryLocation',
      edit: 'editDeliveryLocation',
      create: 'newDeliveryLocation',
    },
    'Delivery Locations',
    'Delivery Location',
  ),
  ...toolRoutes({ area: 'llcs', detail: 'llc', edit: 'editLlc', create: 'newLlc' }, 'LLCs', 'LLC'),
  ...toolRoutes(
    { area: 'items', detail: 'item', edit: 'editItem', create: 'newItem' },
    'Items',
    'Item',
  ),
  ...toolRoutes(
    { area: 'users', detail: 'user', edit: 'editUser', create: 'newUser' },
    'Users',
    'User',
  ),
  {
    path: appPatterns.userPermissions,
    title: 'User Permissions',
    permission: 'users.editPermissions',
  },
  { path: appPatterns.announcements, title: 'Announcements', permission: 'announcements.view' },
  {
    path: appPatterns.newAnnouncement,
    title: 'New Announcement',
    permission: 'announcements.create',
  },
  {
    path: appPatterns.editAnnouncement,
    title: 'Edit Announcement',
    permission: 'announcements.edit',
  },
  // Outbox and error reports: the rules let only the two top roles read them (TopRoleOnly).
  { path: appPatterns.outbox, title: 'Outbox', permission: 'users.editPermissions' },
  { path: appPatterns.errorReports, title: 'Error Reports', permission: 'users.editPermissions' },
  {
    path: appPatterns.signatureGenerator,
    title: 'Signature Generator',
    permission: 'signatureGenerator.view',
  },
];

type CrudArea =
  'territories' | 'franchiseLocations' | 'deliveryLocations' | 'llcs' | 'items' | 'users';

/**
 * The four routes every admin tool has: list, detail, edit and new (spec 01 §2 "Tools"). The list
 * route and the permission area share their name.
 */
function toolRoutes(
  routes: { area: CrudArea; detail: AppRouteName; edit: AppRouteName; create: AppRouteName },
  pluralTitle: string,
  singularTitle: string,
): AppRouteDef[] {
  const { area } = routes;
  return [
    { path: appPatterns[area], title: pluralTitle, permission: `${area}.view` },
    {
      path: appPatterns[routes.detail],
      title: `${singularTitle} Details`,
      permission: `${area}.view`,
    },
    { path: appPatterns[routes.edit], title: `Edit ${singularTitle}`, permission: `${area}.edit` },
    {
      path: appPatterns[routes.create],
      title: `New ${singularTitle}`,
      permission: `${area}.create`,
    },
  ];
}

/** Older training screens that now live under training-v2 (spec 02 §2). */
export const LEGACY_REDIRECTS: { from: string; to: string }[] = [
  { from: appPatterns.legacyTrainingVideos, to: appPattern('trainingVideos') },
  // A view route: viewers watch on the card grid (there is no single-video page), never the
  // edit page, which only the top roles may open.
  { from: appPatterns.legacyTrainingVideo, to: appPattern('trainingVideos') },
  { from: appPatterns.legacyEditTrainingVideo, to: appPattern('editTrainingVideo') },
  { from: appPatterns.legacyNewTrainingVideo, to: appPattern('newTrainingVideo') },
  { from: appPatterns.legacyNewVideoCategory, to: appPattern('newVideoCategory') },
];
