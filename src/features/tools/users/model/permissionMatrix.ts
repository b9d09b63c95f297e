/**
 * The permissions page as data: one row per area with its View/Create/Edit/Delete cells and its
 * special actions, each cell carrying the role preset, the explicit override and the effective
 * value. Pure, so the page only renders what this computes.
 */
import {
  type Area,
  AREAS,
  CRUD,
  type CrudAction,
  type Permission,
  type PermissionMap,
  permissionName,
  resolvePermissions,
  type Role,
  ROLE_PRESETS,
} from '@/domain/permissions';

/** An explicit override: follow the preset, or force allow / deny. */
export type OverrideState = 'inherit' | 'allow' | 'deny';

export interface MatrixCell {
  permission: Permission;
  /** "View Orders", or the spec's special name ("Edit User Permissions"). */
  name: string;
  preset: boolean;
  override: OverrideState;
  effective: boolean;
}

interface MatrixRow {
  area: Area;
  label: string;
  crud: Partial<Record<CrudAction, MatrixCell>>;
  special: MatrixCell[];
}

const isCrud = (action: string): action is CrudAction =>
  (CRUD as readonly string[]).includes(action);

function splitPermission(permission: Permission): [Area, string] {
  return permission.split('.') as [Area, string];
}

/** The explicit override stored for `permission`, as a three-state value. */
export function overrideOf(overrides: PermissionMap, permission: Permission): OverrideState {
  const [area, action] = splitPermission(permission);
  const value = (overrides[area] as Record<string, unknown> | undefined)?.[action];
  if (value === true) return 'allow';
  if (value === false) return 'deny';
  return 'inherit';
}

export function buildMatrixRows(role: Role | null, overrides: PermissionMap): MatrixRow[] {
  const preset = new Set<Permission>(role ? ROLE_PRESETS[role] : []);
  const effective = resolvePermissions(role, overrides);
  return (Object.keys(AREAS) as Area[]).map((area) => {
    const row: MatrixRow = { area, label: AREAS[area].label, crud: {}, special: [] };
    for (const action of AREAS[area].actions as readonly string[]) {
      const permission = `${area}.${action}` as Permission;
      const cell: MatrixCell = {
        permission,
        name: permissionName(permission),
        preset: preset.has(permission),
        override: role === 'superAdmin' ? 'inherit' : overrideOf(overrides, permission),
        effective: (effective[area] as Record<string, boolean> | undefined)?.[action] === true,
      };
      if (isCrud(action)) row.crud[action] = cell;
      else row.special.push(cell);
    }
    return row;
  });
}

/**
 * Overrides with `permission` set to `state` ('inherit' removes the entry). Returns a new map and
 * drops areas left empty, so "back to preset" leaves no trace in the stored document.
 */
export function setOverride(
  overrides: PermissionMap,
  permission: Permission,
  state: OverrideState,
): PermissionMap {
  const [area, action] = splitPermission(permission);
  const next: PermissionMap = { ...overrides };
  const areaMap: Record<string, boolean> = { ...(overrides[area] as Record<string, boolean>) };
  if (state === 'inherit') delete areaMap[action];
  else areaMap[action] = state === 'allow';
  if (Object.keys(areaMap).length === 0) delete next[area];
  else (next as Record<string, Record<string, boolean>>)[area] = areaMap;
  return next;
}

/** The three states in the order a tap cycles through them. */
export const OVERRIDE_STATES: readonly OverrideState[] = ['inherit', 'allow', 'deny'];

/** Keeps only known area/action pairs with boolean values (older documents may carry junk). */
export function cleanOverrides(overrides: PermissionMap | null | undefined): PermissionMap {
  let clean: PermissionMap = {};
  for (const [area, actions] of Object.entries(overrides ?? {})) {
    if (!(area in AREAS) || !actions) continue;
    for (const [action, value] of Object.entries(actions)) {
      const known = (AREAS[area as Area].actions as readonly string[]).includes(action);
      if (!known || typeof value !== 'boolean') continue;
      clean = setOverride(clean, `${area}.${action}` as Permission, value ? 'allow' : 'deny');
    }
  }
  return clean;
}
