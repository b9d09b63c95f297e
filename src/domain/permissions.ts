// Lives in src/domain, not in the auth feature: it is pure (no React, browser or Firebase), the
// user documents src/data/users.ts reads carry it, and the Cloud Functions package will share it
// next. So it stands below both the data floor and the features; it imports nothing from src/.

/**
 * The permission model (spec 01 §6, DESIGN.md "Roles and permissions").
 * A user's effective permissions are their role preset overridden by explicit per-user entries;
 * `resolvePermissions` is the only place that combines the two, and `firestore.rules` reads the
 * resolved map stored on the user document.
 */

export const ROLES = [
  'superAdmin',
  'franchiseeOwner',
  'manager',
  'employee',
  'fulfillment',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_NAMES: Record<Role, string> = {
  superAdmin: 'Super Admin',
  franchiseeOwner: 'Franchisee Owner',
  manager: 'Manager',
  employee: 'Employee',
  fulfillment: 'Fulfillment',
};

/** The corporate-level roles the spec calls "the two top roles". */
export const TOP_ROLES: readonly Role[] = ['superAdmin', 'fulfillment'];
/** Roles that only see the territories listed on their own user record (spec 01 §6). */
export const TERRITORY_LEVEL_ROLES: readonly Role[] = ['manager', 'employee'];
/** The franchise staff: they count their locations' inventory and move its stock (issue 14). */
export const FRANCHISE_STAFF_ROLES: readonly Role[] = ['franchiseeOwner', 'manager', 'employee'];
export const isFranchiseStaff = (role: Role | null): boolean =>
  role !== null && FRANCHISE_STAFF_ROLES.includes(role);

export const CRUD = ['view', 'create', 'edit', 'delete'] as const;
export type CrudAction = (typeof CRUD)[number];

/** Each area with the actions it offers; special actions carry the spec's permission names. */
export const AREAS = {
  dashboard: { label: 'Dashboard', actions: ['view'] },
  orders: { label: 'Orders', actions: [...CRUD, 'setStatus'] },
  draftOrders: { label: 'Draft Orders', actions: CRUD },
  itemSales: { label: 'Item Sales', actions: CRUD },
  inventory: { label: 'Inventory', actions: CRUD },
  franchiseSales: { label: 'Franchise Sales', actions: CRUD },
  cogsReports: { label: 'COGS Reports', actions: [...CRUD] },
  fulfillments: { label: 'Fulfillments', actions: [...CRUD, 'setStatus'] },
  fulfillmentNotes: { label: 'Fulfillment Notes', actions: CRUD },
  approvals: { label: 'Approvals', actions: [...CRUD, 'review'] },
  complianceReports: {
    label: 'Compliance Reports',
    actions: [...CRUD, 'setDnqStatus', 'viewSample'],
  },
  complianceDrafts: { label: 'Compliance Report Drafts', actions: CRUD },
  complianceQuestions: { label: 'Compliance Questions', actions: CRUD },
  mysteryShopper: { label: 'Mystery Shopper Reports', actions: CRUD },
  trainingVideos: { label: 'Training Videos', actions: CRUD },
  territories: { label: 'Territories', actions: CRUD },
  franchiseLocations: { label: 'Franchise Locations', actions: CRUD },
  deliveryLocations: { label: 'Delivery Locations', actions: CRUD },
  llcs: { label: 'LLCs', actions: CRUD },
  items: { label: 'Items', actions: CRUD },
  users: { label: 'Users', actions: [...CRUD, 'editPermissions'] },
  signatureGenerator: { label: 'Signature Generator', actions: ['view'] },
  announcements: { label: 'Announcements', actions: CRUD },
} as const satisfies Record<string, { label: string; actions: readonly string[] }>;

export type Area = keyof typeof AREAS;
type ActionOf<A extends Area> = (typeof AREAS)[A]['actions'][number];
export type Action = ActionOf<Area>;

/** A permission is an area and one of its actions, e.g. `orders.setStatus`. */
export type Permission = { [A in Area]: `${A}.${ActionOf<A>}` }[Area];

/** Stored shape: `{ orders: { view: true, setStatus: false }, ... }`; what rules read. */
export type PermissionMap = Partial<Record<Area, Partial<Record<Action, boolean>>>>;

/** The spec's names for the special permissions, for the permissions page. */
const SPECIAL_PERMISSION_NAMES: Partial<Record<Permission, string>> = {
  'orders.setStatus': 'Set Order Status',
  'fulfillments.setStatus': 'Set Fulfillment Status',
  'complianceReports.setDnqStatus': 'Set Compliance Report DNQ Status',
  'complianceReports.viewSample': 'View Sample Compliance Reports',
  'users.editPermissions': 'Edit User Permissions',
  'signatureGenerator.view': 'View Signature Generator',
  'cogsReports.view': 'View COGS Reports',
  'approvals.review': 'Review Approval Requests',
};

const ACTION_LABELS: Record<string, string> = {
  view: 'View',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
};

/** Human name of a permission: "View Orders", or the spec's special name. */
export function permissionName(permission: Permission): string {
  const special = SPECIAL_PERMISSION_NAMES[permission];
  if (special) return special;
  const [area, action] = permission.split('.') as [Area, string];
  return `${ACTION_LABELS[action] ?? action} ${AREAS[area].label}`;
}

export const ALL_PERMISSIONS: readonly Permission[] = (Object.keys(AREAS) as Area[]).flatMap(
  (area) => AREAS[area].actions.map((action) => `${area}.${action}` as Permission),
);

const FRANCHISE_STAFF_BASE: readonly Permission[] = [
  'dashboard.view',
  'orders.view',
  'orders.create',
  'draftOrders.view',
  'draftOrders.create',
  'draftOrders.edit',
  'draftOrders.delete',
  'itemSales.view',
  // Franchisees report their own daily sales (issue 13); Edit replaces an already reported day.
  'franchiseSales.view',
  'franchiseSales.create',
  // Franchise staff count their locations' inventory (issue 14); Edit saves lines and steps.
  'inventory.view',
  'inventory.create',
  'inventory.edit',
  'complianceReports.view',
  'complianceReports.create',
  'complianceDrafts.view',
  'complianceDrafts.create',
  'complianceDrafts.edit',
  'complianceDrafts.delete',
  'trainingVideos.view',
  'signatureGenerator.view',
];

/** Default permissions per role. The spec leaves the exact maps open; README "Decisions" explains these. */
export const ROLE_PRESETS: Record<Role, readonly Permission[]> = {
  superAdmin: ALL_PERMISSIONS,
  fulfillment: ALL_PERMISSIONS,
  franchiseeOwner: [
    ...FRANCHISE_STAFF_BASE,
    'orders.edit',
    'franchiseSales.edit',
    // The owner reads the COGS and P&L of their locations and enters the other expenses (issue 14).
    'cogsReports.view',
    'cogsReports.create',
    'cogsReports.edit',
    'complianceReports.edit',
    'complianceReports.viewSample',
    // Franchise staff raise approval requests for their locations (README "Approvals by role").
    'approvals.view',
    'approvals.create',
    'approvals.edit',
    'approvals.delete',
  ],
  manager: [
    ...FRANCHISE_STAFF_BASE,
    'orders.edit',
    'franchiseSales.edit',
    // Managers see the COGS of the location they count; expenses stay the owner's (issue 14).
    'cogsReports.view',
    'complianceReports.edit',
    'approvals.view',
    'approvals.create',
    'approvals.edit',
  ],
  employee: FRANCHISE_STAFF_BASE,
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Effective permissions: the role preset with explicit overrides applied on top.
 * Super Admin always has everything; a user without a role has nothing; unknown keys are ignored.
 */
export function resolvePermissions(
  role: Role | null | undefined,
  overrides: PermissionMap = {},
): PermissionMap {
  const map: PermissionMap = {};
  if (!role) return map;
  const granted = new Set<Permission>(ROLE_PRESETS[role]);
  if (role !== 'superAdmin') {
    for (const [area, actions] of Object.entries(overrides)) {
      if (!(area in AREAS) || !actions) continue;
      for (const [action, allowed] of Object.entries(actions)) {
        const permission = `${area}.${action}` as Permission;
        if (!ALL_PERMISSIONS.includes(permission)) continue;
        if (allowed) granted.add(permission);
        else granted.delete(permission);
      }
    }
  }
  for (const permission of ALL_PERMISSIONS) {
    const [area, action] = permission.split('.') as [Area, Action];
    (map[area] ??= {})[action] = granted.has(permission);
  }
  return map;
}

export function hasPermission(map: PermissionMap | null | undefined, permission: Permission) {
  const [area, action] = permission.split('.') as [Area, Action];
  return map?.[area]?.[action] === true;
}
