import type { Permission } from '@/features/auth';

export interface AppRouteDef {
  /** Path relative to /app. */
  path: string;
  title: string;
  /** Permission the guard requires; omitted for pages every signed-in user with a role may open. */
  permission?: Permission;
}

/** Every /app route of the spec (01 §2, 02 §2) with its browser title and guard. */
export const APP_ROUTES: AppRouteDef[] = [
  { path: 'account/:tab', title: 'Account' },

  { path: 'orders', title: 'Your Orders', permission: 'orders.view' },
  { path: 'orders/:id', title: 'Order Details', permission: 'orders.view' },
  { path: 'orders/:id/edit', title: 'Edit Order', permission: 'orders.edit' },
  { path: 'new-order', title: 'New Order', permission: 'orders.create' },
  { path: 'draft-orders', title: 'Draft Orders', permission: 'draftOrders.view' },
  { path: 'draft-orders/:id/edit', title: 'Edit Draft Order', permission: 'draftOrders.edit' },

  { path: 'fulfillments', title: 'Fulfillments', permission: 'fulfillments.view' },
  { path: 'fulfillments/:id', title: 'Fulfillment Details', permission: 'fulfillments.view' },
  { path: 'fulfillment-notes', title: 'Fulfillment Notes', permission: 'fulfillmentNotes.view' },
  {
    path: 'fulfillment-notes/new-note',
    title: 'New Fulfillment Note',
    permission: 'fulfillmentNotes.create',
  },
  {
    path: 'fulfillment-notes/:id/create-copy',
    title: 'Copy Fulfillment Note',
    permission: 'fulfillmentNotes.create',
  },
  {
    path: 'fulfillment-notes/:id/edit',
    title: 'Edit Fulfillment Note',
    permission: 'fulfillmentNotes.edit',
  },

  { path: 'reports/dashboard', title: 'Reports Dashboard', permission: 'itemSales.view' },
  { path: 'reports/item-sales', title: 'Item Sales Reports', permission: 'itemSales.view' },
  { path: 'reports/inventory-list', title: 'Inventory Reports', permission: 'inventory.view' },
  {
    path: 'reports/new-opening-inventory',
    title: 'New Opening Inventory',
    permission: 'inventory.create',
  },
  {
    path: 'reports/new-closing-inventory/:id',
    title: 'New Closing Inventory',
    permission: 'inventory.create',
  },
  { path: 'reports/inventory/:id', title: 'Inventory Report', permission: 'inventory.view' },
  {
    path: 'reports/inventory/:id/opening',
    title: 'Opening Inventory',
    permission: 'inventory.view',
  },
  {
    path: 'reports/inventory/:id/closing',
    title: 'Closing Inventory',
    permission: 'inventory.view',
  },
  {
    path: 'reports/franchise-sales',
    title: 'Franchise Sales Reports',
    permission: 'franchiseSales.view',
  },
  { path: 'reports/cogs', title: 'COGS Reports', permission: 'cogsReports.view' },
  { path: 'reports/cogs/profit-loss', title: 'Profit and Loss', permission: 'cogsReports.view' },

  { path: 'approvals', title: 'Approvals', permission: 'approvals.view' },
  { path: 'approvals/:id', title: 'Approval Request', permission: 'approvals.view' },
  { path: 'start-approval-request', title: 'New Request', permission: 'approvals.create' },
  {
    path: 'create-approval-request/:formId',
    title: 'New Approval Request',
    permission: 'approvals.create',
  },
  {
    path: 'revise-approval-request/:formId/:id',
    title: 'Revise Approval Request',
    permission: 'approvals.edit',
  },
  {
    path: 'resubmit-approval-request/:formId/:id',
    title: 'Resubmit Approval Request',
    permission: 'approvals.edit',
  },

  {
    path: 'compliance-v2/reports',
    title: 'Compliance Reports',
    permission: 'complianceReports.view',
  },
  {
    path: 'compliance-v2/reports/new/select-franchisee-location',
    title: 'Select Franchisee Location',
    permission: 'complianceReports.view',
  },
  {
    path: 'compliance-v2/reports/new/:locationType/:franchiseeLocationId',
    title: 'New Compliance Report',
    permission: 'complianceReports.create',
  },
  {
    path: 'compliance-v2/reports/:id/view/:franchiseeLocationId',
    title: 'Compliance Report Details',
    permission: 'complianceReports.view',
  },
  {
    path: 'compliance-v2/reports/:id/edit/:franchiseeLocationId',
    title: 'Edit Compliance Report',
    permission: 'complianceReports.edit',
  },
  {
    path: 'compliance-v2/drafts',
    title: 'Compliance Report Drafts',
    permission: 'complianceDrafts.view',
  },
  {
    path: 'compliance-v2/drafts/:id/edit/:franchiseeLocationId',
    title: 'Review Draft Compliance Report',
    permission: 'complianceDrafts.edit',
  },
  {
    path: 'compliance-v2/actions',
    title: 'Follow-up Actions',
    permission: 'complianceReports.view',
  },
  {
    path: 'compliance-v2/questions',
    title: 'Compliance Questions',
    permission: 'complianceQuestions.view',
  },
  {
    path: 'compliance-v2/questions/new',
    title: 'New Compliance Question',
    permission: 'complianceQuestions.create',
  },
  {
    path: 'compliance-v2/questions/:id/edit',
    title: 'Edit Compliance Question',
    permission: 'complianceQuestions.edit',
  },
  {
    path: 'compliance-v2/question-sections',
    title: 'Question Sections',
    permission: 'complianceQuestions.view',
  },
  {
    path: 'compliance-v2/question-sections/new',
    title: 'New Question Section',
    permission: 'complianceQuestions.create',
  },
  {
    path: 'compliance-v2/question-sections/:id/edit',
    title: 'Edit Question Section',
    permission: 'complianceQuestions.edit',
  },
  {
    path: 'compliance-v2/mystery-shopper-reports',
    title: 'Mystery Shopper Reports',
    permission: 'mysteryShopper.view',
  },
  {
    path: 'compliance-v2/mystery-shopper-reports/new',
    title: 'New Mystery Shopper Report',
    permission: 'mysteryShopper.create',
  },
  {
    path: 'compliance-v2/mystery-shopper-reports/:id/view',
    title: 'Mystery Shopper Report',
    permission: 'mysteryShopper.view',
  },
  {
    path: 'compliance-v2/mystery-shopper-reports/:id/edit',
    title: 'Edit Mystery Shopper Report',
    permission: 'mysteryShopper.edit',
  },

  { path: 'training-v2/videos', title: 'Training Videos', permission: 'trainingVideos.view' },
  { path: 'training-v2/videos/new', title: 'Add Video', permission: 'trainingVideos.create' },
  {
    path: 'training-v2/videos/:id/edit',
    title: 'Edit Video',
    permission: 'trainingVideos.edit',
  },
  {
    path: 'training-v2/video-categories',
    title: 'Video Categories',
    permission: 'trainingVideos.edit',
  },
  {
    path: 'training-v2/video-categories/new',
    title: 'New Video Category',
    permission: 'trainingVideos.create',
  },
  {
    path: 'training-v2/video-categories/:id/edit',
    title: 'Edit Video Category',
    permission: 'trainingVideos.edit',
  },
  {
    path: 'training-v2/video-categories/reorder',
    title: 'Reorder Video Categories',
    permission: 'trainingVideos.edit',
  },

  ...toolRoutes('territories', 'territory', 'Territories', 'Territory', 'territories'),
  ...toolRoutes(
    'franchise-locations',
    'franchise-location',
    'Franchise Locations',
    'Franchise Location',
    'franchiseLocations',
  ),
  ...toolRoutes(
    'delivery-locations',
    'delivery-location',
    'Delivery Locations',
    'Delivery Location',
    'deliveryLocations',
  ),
  ...toolRoutes('llcs', 'llc', 'LLCs', 'LLC', 'llcs'),
  ...toolRoutes('items', 'item', 'Items', 'Item', 'items'),
  ...toolRoutes('users', 'user', 'Users', 'User', 'users'),
  {
    path: 'tools/users/:id/permissions',
    title: 'User Permissions',
    permission: 'users.editPermissions',
  },
  { path: 'tools/announcements', title: 'Announcements', permission: 'announcements.view' },
  {
    path: 'tools/new-announcement',
    title: 'New Announcement',
    permission: 'announcements.create',
  },
  {
    path: 'tools/announcements/:id/edit',
    title: 'Edit Announcement',
    permission: 'announcements.edit',
  },
  // Outbox and error reports: the rules let only the two top roles read them (TopRoleOnly).
  { path: 'tools/outbox', title: 'Outbox', permission: 'users.editPermissions' },
  { path: 'tools/error-reports', title: 'Error Reports', permission: 'users.editPermissions' },
  {
    path: 'tools/signature-generator',
    title: 'Signature Generator',
    permission: 'signatureGenerator.view',
  },
];

type CrudArea =
  'territories' | 'franchiseLocations' | 'deliveryLocations' | 'llcs' | 'items' | 'users';

/** The four routes every admin tool has: list, detail, edit and new (spec 01 §2 "Tools"). */
function toolRoutes(
  plural: string,
  singular: string,
  pluralTitle: string,
  singularTitle: string,
  area: CrudArea,
): AppRouteDef[] {
  return [
    { path: `tools/${plural}`, title: pluralTitle, permission: `${area}.view` },
    { path: `tools/${plural}/:id`, title: `${singularTitle} Details`, permission: `${area}.view` },
    {
      path: `tools/${plural}/:id/edit`,
      title: `Edit ${singularTitle}`,
      permission: `${area}.edit`,
    },
    { path: `tools/new-${singular}`, title: `New ${singularTitle}`, permission: `${area}.create` },
  ];
}

/** Older training screens that now live under training-v2 (spec 02 §2). */
export const LEGACY_REDIRECTS: { from: string; to: string }[] = [
  { from: 'training/videos', to: '/app/training-v2/videos' },
  // A view route: viewers watch on the card grid (there is no single-video page), never the
  // edit page, which only the top roles may open.
  { from: 'training/videos/:id', to: '/app/training-v2/videos' },
  { from: 'training/videos/:id/edit', to: '/app/training-v2/videos/:id/edit' },
  { from: 'new-training-video', to: '/app/training-v2/videos/new' },
  { from: 'new-training-video-category', to: '/app/training-v2/video-categories/new' },
];
