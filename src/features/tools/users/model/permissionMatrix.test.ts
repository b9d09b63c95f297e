import { ALL_PERMISSIONS, AREAS, type PermissionMap } from '@/features/auth';
import { buildMatrixRows, cleanOverrides, overrideOf, setOverride } from './permissionMatrix';

const cellOf = (rows: ReturnType<typeof buildMatrixRows>, area: string, action: string) => {
  const row = rows.find((r) => r.area === area)!;
  return (
    (row.crud as Record<string, (typeof row.special)[number] | undefined>)[action] ??
    row.special.find((c) => c.permission === `${area}.${action}`)
  );
};

describe('buildMatrixRows', () => {
  it('has one row per area with its label, and every permission exactly once', () => {
    const rows = buildMatrixRows('manager', {});
    expect(rows.map((r) => r.label)).toEqual(Object.values(AREAS).map((a) => a.label));
    const cells = rows.flatMap((r) => [...Object.values(r.crud), ...r.special]);
    expect(cells.map((c) => c!.permission).sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('puts special actions in their own list with the spec names', () => {
    const rows = buildMatrixRows('manager', {});
    const users = rows.find((r) => r.area === 'users')!;
    expect(users.special.map((c) => c.name)).toEqual(['Edit User Permissions']);
    expect(rows.find((r) => r.area === 'orders')!.special[0].name).toBe('Set Order Status');
    expect(users.crud.view!.name).toBe('View Users');
    expect(rows.find((r) => r.area === 'dashboard')!.crud.create).toBeUndefined();
  });

  it('shows the preset and an effective value equal to it without overrides', () => {
    const rows = buildMatrixRows('manager', {});
    expect(cellOf(rows, 'orders', 'edit')).toMatchObject({
      preset: true,
      override: 'inherit',
      effective: true,
    });
    expect(cellOf(rows, 'users', 'view')).toMatchObject({
      preset: false,
      override: 'inherit',
      effective: false,
    });
  });

  it('applies overrides to the effective value but not to the preset', () => {
    const overrides: PermissionMap = { users: { view: true }, orders: { edit: false } };
    const rows = buildMatrixRows('manager', overrides);
    expect(cellOf(rows, 'users', 'view')).toMatchObject({
      preset: false,
      override: 'allow',
      effective: true,
    });
    expect(cellOf(rows, 'orders', 'edit')).toMatchObject({
      preset: true,
      override: 'deny',
      effective: false,
    });
  });

  it('gives a Super Admin everything and ignores overrides', () => {
    const rows = buildMatrixRows('superAdmin', { users: { view: false } });
    expect(cellOf(rows, 'users', 'view')).toMatchObject({
      preset: true,
      override: 'inherit',
      effective: true,
    });
  });

  it('gives a user without a role nothing', () => {
    const rows = buildMatrixRows(null, { users: { view: true } });
    expect(rows.every((r) => Object.values(r.crud).every((c) => !c!.effective))).toBe(true);
  });
});

describe('setOverride', () => {
  it('adds allow and deny entries without touching the input', () => {
    const start: PermissionMap = { orders: { edit: false } };
    const next = setOverride(start, 'users.view', 'allow');
    expect(next).toEqual({ orders: { edit: false }, users: { view: true } });
    expect(start).toEqual({ orders: { edit: false } });
    expect(setOverride(next, 'users.view', 'deny')).toEqual({
      orders: { edit: false },
      users: { view: false },
    });
  });

  it('removes the entry and the empty area when set back to the preset', () => {
    const next = setOverride(
      { users: { view: true }, orders: { edit: false, view: true } },
      'users.view',
      'inherit',
    );
    expect(next).toEqual({ orders: { edit: false, view: true } });
    expect(setOverride(next, 'orders.edit', 'inherit')).toEqual({ orders: { view: true } });
  });

  it('round-trips with overrideOf through all three states', () => {
    let map: PermissionMap = {};
    for (const state of ['allow', 'deny', 'inherit'] as const) {
      map = setOverride(map, 'complianceReports.setDnqStatus', state);
      expect(overrideOf(map, 'complianceReports.setDnqStatus')).toBe(state);
    }
    expect(map).toEqual({});
  });
});

describe('cleanOverrides', () => {
  it('keeps known boolean entries only', () => {
    const dirty = {
      users: { view: true, fly: true, edit: 'yes' },
      nowhere: { view: true },
      orders: null,
    } as unknown as PermissionMap;
    expect(cleanOverrides(dirty)).toEqual({ users: { view: true } });
    expect(cleanOverrides(undefined)).toEqual({});
  });
});
