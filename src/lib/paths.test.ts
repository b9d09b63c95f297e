import { matchPath } from 'react-router-dom';
import {
  appPath,
  appPattern,
  appPatterns,
  paths,
  publicPatterns,
  type AppRouteName,
} from './paths';

const routeNames = Object.keys(appPatterns) as AppRouteName[];
/** Every pattern of the definition, absolute: the public pages, /app and each route under it. */
const allPatterns = [...Object.values(publicPatterns), paths.app, ...routeNames.map(appPattern)];

/** Each address `paths` can build, named by its place in the tree, with sample arguments. */
function builtAddresses(node: unknown, name = 'paths'): [string, string][] {
  if (typeof node === 'string') return [[name, node]];
  if (typeof node === 'function') {
    const args = Array.from({ length: node.length }, (_, i) => `arg${i + 1}`);
    return [[`${name}(${args.join(', ')})`, (node as (...a: string[]) => string)(...args)]];
  }
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    builtAddresses(child, `${name}.${key}`),
  );
}

describe('paths', () => {
  it("build the spec's addresses (spec 01 §2, spec 02 §2)", () => {
    expect({
      landing: paths.landing,
      pricing: paths.pricing,
      login: paths.login,
      register: paths.register,
      loginUnprotected: paths.loginUnprotected,
      registerUnprotected: paths.registerUnprotected,
      notFound: paths.notFound,
      app: paths.app,
      account: paths.account(),
      accountPassword: paths.account('password'),

      orders: paths.orders.list,
      order: paths.orders.detail('o1'),
      editOrder: paths.orders.edit('o1'),
      newOrder: paths.orders.new,
      drafts: paths.orders.drafts,
      draftEdit: paths.orders.draftEdit('d1'),

      fulfillments: paths.fulfillments.list,
      fulfillmentsTab: paths.fulfillments.tab('approved'),
      fulfillment: paths.fulfillments.detail('o1'),
      packingSlip: paths.fulfillments.print('o1'),
      notes: paths.fulfillmentNotes.list,
      newNote: paths.fulfillmentNotes.new,
      copyNote: paths.fulfillmentNotes.copy('n1'),
      editNote: paths.fulfillmentNotes.edit('n1'),

      reportsDashboard: paths.reports.dashboard,
      itemSales: paths.reports.itemSales,
      franchiseSales: paths.reports.franchiseSales,
      cogs: paths.reports.cogs,
      profitLoss: paths.reports.profitLoss,
      inventoryList: paths.inventory.list,
      newOpening: paths.inventory.newOpening,
      newClosing: paths.inventory.newClosing('i1'),
      inventory: paths.inventory.report('i1'),
      opening: paths.inventory.count('i1', 'opening'),
      closing: paths.inventory.count('i1', 'closing'),

      approvals: paths.approvals.list,
      startApproval: paths.approvals.start,
      approval: paths.approvals.detail('a1'),
      createApproval: paths.approvals.create('event'),
      reviseApproval: paths.approvals.revise('event', 'a1'),
      resubmitApproval: paths.approvals.resubmit('event', 'a1'),

      complianceReports: paths.compliance.reports.list(),
      failedReports: paths.compliance.reports.list('failed'),
      selectLocation: paths.compliance.reports.selectLocation,
      newReport: paths.compliance.reports.new('truck', 'l1'),
      report: paths.compliance.reports.view('r1', 'l1'),
      sampleReport: paths.compliance.reports.sample('l1'),
      editReport: paths.compliance.reports.edit('r1', 'l1'),
      complianceDrafts: paths.compliance.reports.drafts(),
      truckDrafts: paths.compliance.reports.drafts('truck'),
      editDraft: paths.compliance.reports.draftEdit('r1', 'l1'),
      actions: paths.compliance.actions,
      questions: paths.compliance.catalogue.questions(),
      restaurantQuestions: paths.compliance.catalogue.questions('restaurant'),
      newQuestion: paths.compliance.catalogue.newQuestion,
      editQuestion: paths.compliance.catalogue.editQuestion('q1'),
      sections: paths.compliance.catalogue.sections,
      newSection: paths.compliance.catalogue.newSection,
      editSection: paths.compliance.catalogue.editSection('s1'),
      mysteryShopper: paths.compliance.mysteryShopper.list,
      newMysteryShopper: paths.compliance.mysteryShopper.new,
      viewMysteryShopper: paths.compliance.mysteryShopper.view('m1'),
      editMysteryShopper: paths.compliance.mysteryShopper.edit('m1'),

      videos: paths.training.videos,
      videosInCategory: paths.training.videosInCategory('c1'),
      newVideo: paths.training.newVideo,
      editVideo: paths.training.editVideo('v1'),
      categories: paths.training.categories,
      newCategory: paths.training.newCategory,
      editCategory: paths.training.editCategory('c1'),
      reorderCategories: paths.training.reorderCategories,

      territories: paths.tools.territories.list,
      newTerritory: paths.tools.territories.new,
      territory: paths.tools.territories.detail('t1'),
      editTerritory: paths.tools.territories.edit('t1'),
      franchiseLocations: paths.tools.franchiseLocations.list,
      newFranchiseLocation: paths.tools.franchiseLocations.new,
      franchiseLocation: paths.tools.franchiseLocations.detail('f1'),
      editFranchiseLocation: paths.tools.franchiseLocations.edit('f1'),
      deliveryLocations: paths.tools.deliveryLocations.list,
      newDeliveryLocation: paths.tools.deliveryLocations.new,
      deliveryLocation: paths.tools.deliveryLocations.detail('d1'),
      editDeliveryLocation: paths.tools.deliveryLocations.edit('d1'),
      llcs: paths.tools.llcs.list,
      newLlc: paths.tools.llcs.new,
      llc: paths.tools.llcs.detail('x1'),
      editLlc: paths.tools.llcs.edit('x1'),
      items: paths.tools.items.list,
      newItem: paths.tools.items.new,
      item: paths.tools.items.detail('i1'),
      editItem: paths.tools.items.edit('i1'),
      users: paths.tools.users.list,
      usersByRole: paths.tools.users.listByRole('manager'),
      newUser: paths.tools.users.new,
      user: paths.tools.users.detail('u1'),
      editUser: paths.tools.users.edit('u1'),
      userPermissions: paths.tools.users.permissions('u1'),
      announcements: paths.tools.announcements.list,
      newAnnouncement: paths.tools.announcements.new,
      editAnnouncement: paths.tools.announcements.edit('n1'),
      outbox: paths.tools.outbox,
      errorReports: paths.tools.errorReports,
      signatureGenerator: paths.tools.signatureGenerator,
    }).toEqual({
      landing: '/',
      pricing: '/pricing',
      login: '/login',
      register: '/register',
      loginUnprotected: '/login-unprotected',
      registerUnprotected: '/register-unprotected',
      notFound: '/404',
      app: '/app',
      account: '/app/account/general',
      accountPassword: '/app/account/password',

      orders: '/app/orders',
      order: '/app/orders/o1',
      editOrder: '/app/orders/o1/edit',
      newOrder: '/app/new-order',
      drafts: '/app/draft-orders',
      draftEdit: '/app/draft-orders/d1/edit',

      fulfillments: '/app/fulfillments',
      fulfillmentsTab: '/app/fulfillments?tab=approved',
      fulfillment: '/app/fulfillments/o1',
      packingSlip: '/app/fulfillments/o1?print=1',
      notes: '/app/fulfillment-notes',
      newNote: '/app/fulfillment-notes/new-note',
      copyNote: '/app/fulfillment-notes/n1/create-copy',
      editNote: '/app/fulfillment-notes/n1/edit',

      reportsDashboard: '/app/reports/dashboard',
      itemSales: '/app/reports/item-sales',
      franchiseSales: '/app/reports/franchise-sales',
      cogs: '/app/reports/cogs',
      profitLoss: '/app/reports/cogs/profit-loss',
      inventoryList: '/app/reports/inventory-list',
      newOpening: '/app/reports/new-opening-inventory',
      newClosing: '/app/reports/new-closing-inventory/i1',
      inventory: '/app/reports/inventory/i1',
      opening: '/app/reports/inventory/i1/opening',
      closing: '/app/reports/inventory/i1/closing',

      approvals: '/app/approvals',
      startApproval: '/app/start-approval-request',
      approval: '/app/approvals/a1',
      createApproval: '/app/create-approval-request/event',
      reviseApproval: '/app/revise-approval-request/event/a1',
      resubmitApproval: '/app/resubmit-approval-request/event/a1',

      complianceReports: '/app/compliance-v2/reports?status=all',
      failedReports: '/app/compliance-v2/reports?status=failed',
      selectLocation: '/app/compliance-v2/reports/new/select-franchisee-location',
      newReport: '/app/compliance-v2/reports/new/truck/l1',
      report: '/app/compliance-v2/reports/r1/view/l1',
      sampleReport: '/app/compliance-v2/reports/sample/view/l1?sample=true',
      editReport: '/app/compliance-v2/reports/r1/edit/l1',
      complianceDrafts: '/app/compliance-v2/drafts?type=all',
      truckDrafts: '/app/compliance-v2/drafts?type=truck',
      editDraft: '/app/compliance-v2/drafts/r1/edit/l1',
      actions: '/app/compliance-v2/actions',
      questions: '/app/compliance-v2/questions?type=all',
      restaurantQuestions: '/app/compliance-v2/questions?type=restaurant',
      newQuestion: '/app/compliance-v2/questions/new',
      editQuestion: '/app/compliance-v2/questions/q1/edit',
      sections: '/app/compliance-v2/question-sections',
      newSection: '/app/compliance-v2/question-sections/new',
      editSection: '/app/compliance-v2/question-sections/s1/edit',
      mysteryShopper: '/app/compliance-v2/mystery-shopper-reports',
      newMysteryShopper: '/app/compliance-v2/mystery-shopper-reports/new',
      viewMysteryShopper: '/app/compliance-v2/mystery-shopper-reports/m1/view',
      editMysteryShopper: '/app/compliance-v2/mystery-shopper-reports/m1/edit',

      videos: '/app/training-v2/videos',
      videosInCategory: '/app/training-v2/videos?category=c1',
      newVideo: '/app/training-v2/videos/new',
      editVideo: '/app/training-v2/videos/v1/edit',
      categories: '/app/training-v2/video-categories',
      newCategory: '/app/training-v2/video-categories/new',
      editCategory: '/app/training-v2/video-categories/c1/edit',
      reorderCategories: '/app/training-v2/video-categories/reorder',

      territories: '/app/tools/territories',
      newTerritory: '/app/tools/new-territory',
      territory: '/app/tools/territories/t1',
      editTerritory: '/app/tools/territories/t1/edit',
      franchiseLocations: '/app/tools/franchise-locations',
      newFranchiseLocation: '/app/tools/new-franchise-location',
      franchiseLocation: '/app/tools/franchise-locations/f1',
      editFranchiseLocation: '/app/tools/franchise-locations/f1/edit',
      deliveryLocations: '/app/tools/delivery-locations',
      newDeliveryLocation: '/app/tools/new-delivery-location',
      deliveryLocation: '/app/tools/delivery-locations/d1',
      editDeliveryLocation: '/app/tools/delivery-locations/d1/edit',
      llcs: '/app/tools/llcs',
      newLlc: '/app/tools/new-llc',
      llc: '/app/tools/llcs/x1',
      editLlc: '/app/tools/llcs/x1/edit',
      items: '/app/tools/items',
      newItem: '/app/tools/new-item',
      item: '/app/tools/items/i1',
      editItem: '/app/tools/items/i1/edit',
      users: '/app/tools/users',
      usersByRole: '/app/tools/users?role=manager',
      newUser: '/app/tools/new-user',
      user: '/app/tools/users/u1',
      editUser: '/app/tools/users/u1/edit',
      userPermissions: '/app/tools/users/u1/permissions',
      announcements: '/app/tools/announcements',
      newAnnouncement: '/app/tools/new-announcement',
      editAnnouncement: '/app/tools/announcements/n1/edit',
      outbox: '/app/tools/outbox',
      errorReports: '/app/tools/error-reports',
      signatureGenerator: '/app/tools/signature-generator',
    });
  });

  it('encode each parameter and query value, so an id cannot add a path segment', () => {
    expect(paths.tools.territories.detail('t 1')).toBe('/app/tools/territories/t%201');
    expect(paths.orders.detail('a/b')).toBe('/app/orders/a%2Fb');
    expect(paths.training.videosInCategory('Food & drink')).toBe(
      '/app/training-v2/videos?category=Food%20%26%20drink',
    );
    expect(appPath('reviseApproval', { formId: 'event', id: 'x?y' })).toBe(
      '/app/revise-approval-request/event/x%3Fy',
    );
  });

  it('give the absolute pattern of a route, parameters kept (for redirects)', () => {
    expect(appPattern('editTrainingVideo')).toBe('/app/training-v2/videos/:id/edit');
  });

  it('never give two routes the same path, nor two that differ only in parameter names', () => {
    const shapes = allPatterns.map((pattern) => pattern.replace(/:\w+/g, ':'));
    expect(new Set(allPatterns).size).toBe(allPatterns.length);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('build only addresses that open a route of the definition', () => {
    const addresses = builtAddresses(paths);
    // Every builder is reached (the walk is not vacuous): one address per leaf of the tree.
    expect(addresses.length).toBeGreaterThan(90);
    const unmatched = addresses.filter(([, address]) => {
      const pathname = address.split('?')[0];
      return !allPatterns.some((pattern) => matchPath(pattern, pathname));
    });
    expect(unmatched).toEqual([]);
  });
});
