/*
 * Every route of the app, each path written once (spec 01 §2, spec 02 §2). The router declares the
 * patterns (`publicPatterns`, `paths.app`, `appPatterns`); the sidebar, links and `navigate()` calls
 * use the addresses `paths` builds from those same patterns. paths.test.ts checks each address
 * against the spec, and src/app/routePaths.test.ts checks that the router declares only these.
 */

/** The root of the signed-in app; the patterns of `appPatterns` are relative to it. */
const APP = '/app';

/** The public pages; none takes a parameter, so a pattern is also the page's address. */
export const publicPatterns = {
  landing: '/',
  pricing: '/pricing',
  login: '/login',
  register: '/register',
  loginUnprotected: '/login-unprotected',
  registerUnprotected: '/register-unprotected',
  notFound: '/404',
} as const;

/** Every route under /app, relative to it, as the router nests it (the dashboard is its index). */
export const appPatterns = {
  /** Redirects to the general tab. */
  accountRoot: 'account',
  account: 'account/:tab',

  orders: 'orders',
  order: 'orders/:id',
  editOrder: 'orders/:id/edit',
  newOrder: 'new-order',
  draftOrders: 'draft-orders',
  editDraftOrder: 'draft-orders/:id/edit',

  fulfillments: 'fulfillments',
  fulfillment: 'fulfillments/:id',
  fulfillmentNotes: 'fulfillment-notes',
  newFulfillmentNote: 'fulfillment-notes/new-note',
  copyFulfillmentNote: 'fulfillment-notes/:id/create-copy',
  editFulfillmentNote: 'fulfillment-notes/:id/edit',

  reportsDashboard: 'reports/dashboard',
  itemSales: 'reports/item-sales',
  franchiseSales: 'reports/franchise-sales',
  inventoryList: 'reports/inventory-list',
  newOpeningInventory: 'reports/new-opening-inventory',
  newClosingInventory: 'reports/new-closing-inventory/:id',
  inventory: 'reports/inventory/:id',
  openingInventory: 'reports/inventory/:id/opening',
  closingInventory: 'reports/inventory/:id/closing',
  cogs: 'reports/cogs',
  profitLoss: 'reports/cogs/profit-loss',

  approvals: 'approvals',
  approval: 'approvals/:id',
  startApproval: 'start-approval-request',
  createApproval: 'create-approval-request/:formId',
  reviseApproval: 'revise-approval-request/:formId/:id',
  resubmitApproval: 'resubmit-approval-request/:formId/:id',
  approvalRouting: 'approval-routing',

  complianceReports: 'compliance-v2/reports',
  selectComplianceLocation: 'compliance-v2/reports/new/select-franchisee-location',
  newComplianceReport: 'compliance-v2/reports/new/:locationType/:franchiseeLocationId',
  complianceReport: 'compliance-v2/reports/:id/view/:franchiseeLocationId',
  editComplianceReport: 'compliance-v2/reports/:id/edit/:franchiseeLocationId',
  complianceDrafts: 'compliance-v2/drafts',
  editComplianceDraft: 'compliance-v2/drafts/:id/edit/:franchiseeLocationId',
  complianceActions: 'compliance-v2/actions',
  complianceQuestions: 'compliance-v2/questions',
  newComplianceQuestion: 'compliance-v2/questions/new',
  editComplianceQuestion: 'compliance-v2/questions/:id/edit',
  questionSections: 'compliance-v2/question-sections',
  newQuestionSection: 'compliance-v2/question-sections/new',
  editQuestionSection: 'compliance-v2/question-sections/:id/edit',
  mysteryShopperReports: 'compliance-v2/mystery-shopper-reports',
  newMysteryShopperReport: 'compliance-v2/mystery-shopper-reports/new',
  mysteryShopperReport: 'compliance-v2/mystery-shopper-reports/:id/view',
  editMysteryShopperReport: 'compliance-v2/mystery-shopper-reports/:id/edit',

  trainingVideos: 'training-v2/videos',
  newTrainingVideo: 'training-v2/videos/new',
  editTrainingVideo: 'training-v2/videos/:id/edit',
  videoCategories: 'training-v2/video-categories',
  newVideoCategory: 'training-v2/video-categories/new',
  editVideoCategory: 'training-v2/video-categories/:id/edit',
  reorderVideoCategories: 'training-v2/video-categories/reorder',
  /** The older training screens (spec 02 §2), which redirect to their training-v2 pages. */
  legacyTrainingVideos: 'training/videos',
  legacyTrainingVideo: 'training/videos/:id',
  legacyEditTrainingVideo: 'training/videos/:id/edit',
  legacyNewTrainingVideo: 'new-training-video',
  legacyNewVideoCategory: 'new-training-video-category',

  territories: 'tools/territories',
  territory: 'tools/territories/:id',
  editTerritory: 'tools/territories/:id/edit',
  newTerritory: 'tools/new-territory',
  franchiseLocations: 'tools/franchise-locations',
  franchiseLocation: 'tools/franchise-locations/:id',
  editFranchiseLocation: 'tools/franchise-locations/:id/edit',
  newFranchiseLocation: 'tools/new-franchise-location',
  deliveryLocations: 'tools/delivery-locations',
  deliveryLocation: 'tools/delivery-locations/:id',
  editDeliveryLocation: 'tools/delivery-locations/:id/edit',
  newDeliveryLocation: 'tools/new-delivery-location',
  llcs: 'tools/llcs',
  llc: 'tools/llcs/:id',
  editLlc: 'tools/llcs/:id/edit',
  newLlc: 'tools/new-llc',
  items: 'tools/items',
  item: 'tools/items/:id',
  editItem: 'tools/items/:id/edit',
  newItem: 'tools/new-item',
  users: 'tools/users',
  user: 'tools/users/:id',
  editUser: 'tools/users/:id/edit',
  newUser: 'tools/new-user',
  userPermissions: 'tools/users/:id/permissions',
  announcements: 'tools/announcements',
  newAnnouncement: 'tools/new-announcement',
  editAnnouncement: 'tools/announcements/:id/edit',
  outbox: 'tools/outbox',
  errorReports: 'tools/error-reports',
  signatureGenerator: 'tools/signature-generator',
} as const;

export type AppRouteName = keyof typeof appPatterns;

/** The `:name` parameters of a pattern, e.g. 'id' | 'franchiseeLocationId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's parameters when it has some, nothing otherwise. */
type ParamArgs<R extends AppRouteName> = [ParamNames<(typeof appPatterns)[R]>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof appPatterns)[R]>, string>];

/** A route's absolute pattern, e.g. '/app/orders/:id' (for redirects that keep the parameters). */
export function appPattern(name: AppRouteName): string {
  return `${APP}/${appPatterns[name]}`;
}

/** The address of an /app route, each parameter filled in and URL-encoded. */
export function appPath<R extends AppRouteName>(name: R, ...[params]: ParamArgs<R>): string {
  const values: Record<string, string> = params ?? {};
  return appPattern(name).replace(/:(\w+)/g, (_, param: string) =>
    encodeURIComponent(values[param]),
  );
}

/** `path` with one query parameter, its value URL-encoded. */
function withQuery(path: string, key: string, value: string): string {
  return `${path}?${key}=${encodeURIComponent(value)}`;
}

/**
 * A COGS or P&L page showing one location's period (the period optional: its latest closed one),
 * so the two pages and an inventory period's link keep the same choice (issue 30).
 */
function periodChoice(path: string, locationId: string, periodId: string): string {
  const query = new URLSearchParams({
    location: locationId,
    ...(periodId ? { period: periodId } : {}),
  });
  return `${path}?${query.toString()}`;
}

/** The `:id` of the sample report's view route: `/reports/sample/view/:location?sample=true`. */
export const SAMPLE_REPORT_ID = 'sample';

/** The addresses links and `navigate()` use, built from the patterns above. */
export const paths = {
  ...publicPatterns,
  /** The dashboard. */
  app: APP,
  account: (tab = 'general') => appPath('account', { tab }),
  orders: {
    list: appPath('orders'),
    detail: (id: string) => appPath('order', { id }),
    edit: (id: string) => appPath('editOrder', { id }),
    new: appPath('newOrder'),
    drafts: appPath('draftOrders'),
    draftEdit: (id: string) => appPath('editDraftOrder', { id }),
  },
  fulfillments: {
    list: appPath('fulfillments'),
    /** The list opened on one status tab. */
    tab: (tab: string) => withQuery(appPath('fulfillments'), 'tab', tab),
    detail: (id: string) => appPath('fulfillment', { id }),
    /** The packing slip, opening the browser's print dialog once loaded. */
    print: (id: string) => withQuery(appPath('fulfillment', { id }), 'print', '1'),
  },
  fulfillmentNotes: {
    list: appPath('fulfillmentNotes'),
    new: appPath('newFulfillmentNote'),
    copy: (id: string) => appPath('copyFulfillmentNote', { id }),
    edit: (id: string) => appPath('editFulfillmentNote', { id }),
  },
  reports: {
    dashboard: appPath('reportsDashboard'),
    itemSales: appPath('itemSales'),
    franchiseSales: appPath('franchiseSales'),
    cogs: appPath('cogs'),
    profitLoss: appPath('profitLoss'),
    cogsOf: (locationId: string, periodId = '') =>
      periodChoice(appPath('cogs'), locationId, periodId),
    profitLossOf: (locationId: string, periodId = '') =>
      periodChoice(appPath('profitLoss'), locationId, periodId),
  },
  inventory: {
    list: appPath('inventoryList'),
    newOpening: appPath('newOpeningInventory'),
    newClosing: (id: string) => appPath('newClosingInventory', { id }),
    report: (id: string) => appPath('inventory', { id }),
    count: (id: string, count: 'opening' | 'closing') =>
      appPath(count === 'opening' ? 'openingInventory' : 'closingInventory', { id }),
  },
  approvals: {
    list: appPath('approvals'),
    start: appPath('startApproval'),
    detail: (id: string) => appPath('approval', { id }),
    create: (formId: string) => appPath('createApproval', { formId }),
    revise: (formId: string, id: string) => appPath('reviseApproval', { formId, id }),
    resubmit: (formId: string, id: string) => appPath('resubmitApproval', { formId, id }),
    routing: appPath('approvalRouting'),
  },
  compliance: {
    reports: {
      /** The published reports on one status tab (all, passed, failed, dnq). */
      list: (status = 'all') => withQuery(appPath('complianceReports'), 'status', status),
      selectLocation: appPath('selectComplianceLocation'),
      new: (locationType: string, franchiseeLocationId: string) =>
        appPath('newComplianceReport', { locationType, franchiseeLocationId }),
      view: (id: string, franchiseeLocationId: string) =>
        appPath('complianceReport', { id, franchiseeLocationId }),
      sample: (franchiseeLocationId: string) =>
        withQuery(
          appPath('complianceReport', { id: SAMPLE_REPORT_ID, franchiseeLocationId }),
          'sample',
          'true',
        ),
      edit: (id: string, franchiseeLocationId: string) =>
        appPath('editComplianceReport', { id, franchiseeLocationId }),
      /** The drafts on one location-type tab (all, restaurant, truck). */
      drafts: (type = 'all') => withQuery(appPath('complianceDrafts'), 'type', type),
      draftEdit: (id: string, franchiseeLocationId: string) =>
        appPath('editComplianceDraft', { id, franchiseeLocationId }),
    },
    actions: appPath('complianceActions'),
    /** The actions page with one action opened (the bell's link to it). */
    action: (id: string) => withQuery(appPath('complianceActions'), 'action', id),
    catalogue: {
      /** The questions on one location-type tab (all, restaurant, truck). */
      questions: (type = 'all') => withQuery(appPath('complianceQuestions'), 'type', type),
      newQuestion: appPath('newComplianceQuestion'),
      editQuestion: (id: string) => appPath('editComplianceQuestion', { id }),
      sections: appPath('questionSections'),
      newSection: appPath('newQuestionSection'),
      editSection: (id: string) => appPath('editQuestionSection', { id }),
    },
    mysteryShopper: {
      list: appPath('mysteryShopperReports'),
      new: appPath('newMysteryShopperReport'),
      view: (id: string) => appPath('mysteryShopperReport', { id }),
      edit: (id: string) => appPath('editMysteryShopperReport', { id }),
    },
  },
  training: {
    videos: appPath('trainingVideos'),
    /** The card grid opened on one category's tab. */
    videosInCategory: (categoryId: string) =>
      withQuery(appPath('trainingVideos'), 'category', categoryId),
    newVideo: appPath('newTrainingVideo'),
    editVideo: (id: string) => appPath('editTrainingVideo', { id }),
    categories: appPath('videoCategories'),
    newCategory: appPath('newVideoCategory'),
    editCategory: (id: string) => appPath('editVideoCategory', { id }),
    reorderCategories: appPath('reorderVideoCategories'),
  },
  tools: {
    territories: {
      list: appPath('territories'),
      new: appPath('newTerritory'),
      detail: (id: string) => appPath('territory', { id }),
      edit: (id: string) => appPath('editTerritory', { id }),
    },
    franchiseLocations: {
      list: appPath('franchiseLocations'),
      new: appPath('newFranchiseLocation'),
      detail: (id: string) => appPath('franchiseLocation', { id }),
      edit: (id: string) => appPath('editFranchiseLocation', { id }),
    },
    deliveryLocations: {
      list: appPath('deliveryLocations'),
      new: appPath('newDeliveryLocation'),
      detail: (id: string) => appPath('deliveryLocation', { id }),
      edit: (id: string) => appPath('editDeliveryLocation', { id }),
    },
    llcs: {
      list: appPath('llcs'),
      new: appPath('newLlc'),
      detail: (id: string) => appPath('llc', { id }),
      edit: (id: string) => appPath('editLlc', { id }),
    },
    items: {
      list: appPath('items'),
      new: appPath('newItem'),
      detail: (id: string) => appPath('item', { id }),
      edit: (id: string) => appPath('editItem', { id }),
    },
    users: {
      list: appPath('users'),
      /** The list opened on one role's tab. */
      listByRole: (role: string) => withQuery(appPath('users'), 'role', role),
      new: appPath('newUser'),
      detail: (id: string) => appPath('user', { id }),
      edit: (id: string) => appPath('editUser', { id }),
      permissions: (id: string) => appPath('userPermissions', { id }),
    },
    announcements: {
      list: appPath('announcements'),
      new: appPath('newAnnouncement'),
      edit: (id: string) => appPath('editAnnouncement', { id }),
    },
    outbox: appPath('outbox'),
    errorReports: appPath('errorReports'),
    signatureGenerator: appPath('signatureGenerator'),
  },
} as const;
