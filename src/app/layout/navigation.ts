import { TOP_ROLES, type Permission, type Role } from '@/features/auth';
import { paths } from '@/lib/paths';

interface NavItem {
  label: string;
  to: string;
  permission: Permission;
  /** When set, the entry is only for these roles (the spec's "Franchisee Owner menu only"). */
  roles?: readonly Role[];
}

interface NavSection {
  title: string;
  items: NavItem[];
}

/** The sidebar in the spec's order and wording (spec 01 §2); an entry shows only with its permission. */
export const NAV_SECTIONS: NavSection[] = [
  {
    title: 'General',
    items: [{ label: 'Dashboard', to: paths.app, permission: 'dashboard.view' }],
  },
  {
    title: 'Orders',
    items: [
      { label: 'Your Orders', to: paths.orders.list, permission: 'orders.view' },
      { label: 'New Order', to: paths.orders.new, permission: 'orders.create' },
      { label: 'Drafts', to: paths.orders.drafts, permission: 'draftOrders.view' },
      { label: 'Fulfillments', to: paths.fulfillments.list, permission: 'fulfillments.view' },
      {
        label: 'Fulfillment Notes',
        to: paths.fulfillmentNotes.list,
        permission: 'fulfillmentNotes.view',
      },
    ],
  },
  {
    title: 'Reports',
    items: [
      { label: 'Reports Dashboard', to: paths.reports.dashboard, permission: 'itemSales.view' },
      { label: 'Item Sales Reports', to: paths.reports.itemSales, permission: 'itemSales.view' },
      {
        label: 'Inventory Reports',
        to: paths.inventory.list,
        permission: 'inventory.view',
      },
      {
        label: 'Franchise Sales Reports',
        to: paths.reports.franchiseSales,
        permission: 'franchiseSales.view',
      },
      { label: 'COGS Reports', to: paths.reports.cogs, permission: 'cogsReports.view' },
      { label: 'Profit and Loss', to: paths.reports.profitLoss, permission: 'cogsReports.view' },
    ],
  },
  {
    title: 'Compliance',
    items: [
      {
        label: 'Compliance Reports',
        to: paths.compliance.reports.list(),
        permission: 'complianceReports.view',
      },
      {
        label: 'Sample Compliance Reports',
        to: paths.compliance.reports.selectLocation,
        permission: 'complianceReports.viewSample',
        roles: ['franchiseeOwner'],
      },
      {
        label: 'Drafts',
        to: paths.compliance.reports.drafts(),
        permission: 'complianceDrafts.view',
      },
      {
        label: 'Follow-up Actions',
        to: paths.compliance.actions,
        permission: 'complianceReports.view',
      },
      {
        label: 'Compliance Questions',
        to: paths.compliance.catalogue.questions(),
        permission: 'complianceQuestions.view',
      },
      {
        label: 'Mystery Shopper Reports',
        to: paths.compliance.mysteryShopper.list,
        permission: 'mysteryShopper.view',
      },
    ],
  },
  {
    title: 'Training',
    items: [
      { label: 'Videos', to: paths.training.videos, permission: 'trainingVideos.view' },
      {
        label: 'Add Video',
        to: paths.training.newVideo,
        permission: 'trainingVideos.create',
        // The page and the rules also need a top role (spec 02 §6), so only they see the entry.
        roles: ['superAdmin', 'fulfillment'],
      },
    ],
  },
  {
    title: 'Approvals',
    items: [
      { label: 'Approvals', to: paths.approvals.list, permission: 'approvals.view' },
      { label: 'New Request', to: paths.approvals.start, permission: 'approvals.create' },
    ],
  },
  {
    title: 'Admin tools',
    items: [
      { label: 'Territories', to: paths.tools.territories.list, permission: 'territories.view' },
      {
        label: 'Franchise Locations',
        to: paths.tools.franchiseLocations.list,
        permission: 'franchiseLocations.view',
      },
      {
        label: 'Delivery Locations',
        to: paths.tools.deliveryLocations.list,
        permission: 'deliveryLocations.view',
      },
      { label: 'LLCs', to: paths.tools.llcs.list, permission: 'llcs.view' },
      { label: 'Items', to: paths.tools.items.list, permission: 'items.view' },
      { label: 'Users', to: paths.tools.users.list, permission: 'users.view' },
      {
        label: 'Signature Generator',
        to: paths.tools.signatureGenerator,
        permission: 'signatureGenerator.view',
      },
      {
        label: 'New Announcement',
        to: paths.tools.announcements.new,
        permission: 'announcements.create',
      },
      {
        label: 'Announcements',
        to: paths.tools.announcements.list,
        permission: 'announcements.view',
      },
      {
        label: 'Outbox',
        to: paths.tools.outbox,
        permission: 'users.editPermissions',
        roles: TOP_ROLES,
      },
      {
        label: 'Error Reports',
        to: paths.tools.errorReports,
        permission: 'users.editPermissions',
        roles: TOP_ROLES,
      },
    ],
  },
];

/** The sections and entries a user may see; sections left empty are dropped. */
export function visibleNav(
  role: Role | null,
  can: (permission: Permission) => boolean,
): NavSection[] {
  return NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter(
      (item) =>
        can(item.permission) && (!item.roles || (role !== null && item.roles.includes(role))),
    ),
  })).filter((section) => section.items.length > 0);
}

/**
 * The one entry to highlight for `pathname`: the entry whose path is the longest prefix of it (at
 * a segment boundary), so "Add Video" alone is lit on its page, not "Videos" as well.
 */
export function activeNavTarget(sections: NavSection[], pathname: string): string | null {
  let best: string | null = null;
  for (const item of sections.flatMap((section) => section.items)) {
    const target = item.to.split('?')[0];
    const matches =
      target === paths.app
        ? pathname === paths.app
        : pathname === target || pathname.startsWith(`${target}/`);
    if (matches && (best === null || target.length > best.length)) best = target;
  }
  return best;
}
