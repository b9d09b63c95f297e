import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.testing';
import { resolvePermissions, type Role } from '@/domain/permissions';
import {
  assertMayEdit,
  assertMayPublish,
  readPublishRequest,
  readUpdateRequest,
} from './publishReportRules';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const SIGNOFF = {
  inspectorSignature: SIGNATURE,
  managerName: '',
  managerSignature: '',
  startedAt: 5,
};

const user = (role: Role, extra: Record<string, unknown> = {}) => ({
  role,
  territoryIds: ['north'],
  permissions: resolvePermissions(role),
  ...extra,
});
const DRAFT = { userId: 'me', territoryId: 'north' };

describe('readPublishRequest', () => {
  it('reads the report and the sign-off, the manager name trimmed', () => {
    expect(
      readPublishRequest({
        reportId: 'rep-1',
        signoff: { ...SIGNOFF, managerName: ' Bo ', managerSignature: SIGNATURE },
      }),
    ).toEqual({
      reportId: 'rep-1',
      signoff: { ...SIGNOFF, managerName: 'Bo', managerSignature: SIGNATURE },
    });
  });

  it('refuses a bad id, a missing sign-off, a signature that is no PNG, a signature without a name', () => {
    const bad = [
      { reportId: '../x', signoff: SIGNOFF },
      { reportId: 'rep' },
      { reportId: 'rep', signoff: { ...SIGNOFF, startedAt: 'now' } },
      {
        reportId: 'rep',
        signoff: { ...SIGNOFF, inspectorSignature: 'data:image/svg+xml;base64,AA' },
      },
      { reportId: 'rep', signoff: { ...SIGNOFF, managerSignature: SIGNATURE } },
      {
        reportId: 'rep',
        signoff: { ...SIGNOFF, inspectorSignature: `${SIGNATURE}${'A'.repeat(60_000)}` },
      },
    ];
    for (const data of bad) {
      expect(refusal(() => readPublishRequest(data)).code, JSON.stringify(data).slice(0, 80)).toBe(
        'invalid-argument',
      );
    }
  });
});

describe('assertMayPublish', () => {
  it('lets every role publish its own draft in its territory', () => {
    for (const role of [
      'superAdmin',
      'fulfillment',
      'franchiseeOwner',
      'manager',
      'employee',
    ] as const) {
      expect(() => assertMayPublish(user(role), 'me', DRAFT, 'north')).not.toThrow();
    }
  });

  it('refuses a disabled or role-less caller, a missing permission, another author, another territory', () => {
    expect(refusal(() => assertMayPublish(undefined, 'me', DRAFT, 'north')).code).toBe(
      'permission-denied',
    );
    expect(
      refusal(() => assertMayPublish(user('manager', { disabled: true }), 'me', DRAFT, 'north'))
        .message,
    ).toMatch(/disabled or has no role/);
    const noCreate = user('manager', {
      permissions: resolvePermissions('manager', { complianceReports: { create: false } }),
    });
    expect(refusal(() => assertMayPublish(noCreate, 'me', DRAFT, 'north')).message).toBe(
      'You need the "Create Compliance Reports" permission to publish a compliance report.',
    );
    expect(
      refusal(() =>
        assertMayPublish(user('superAdmin'), 'me', { ...DRAFT, userId: 'other' }, 'north'),
      ).message,
    ).toBe('Only the inspector who wrote this draft can publish it.');
    expect(refusal(() => assertMayPublish(user('manager'), 'me', DRAFT, 'gulf')).message).toBe(
      'This location is not in your territories.',
    );
    expect(
      refusal(() =>
        assertMayPublish(user('manager'), 'me', { ...DRAFT, territoryId: 'gulf' }, 'north'),
      ).code,
    ).toBe('permission-denied');
  });
});

describe('readUpdateRequest', () => {
  it('reads the report id and the answers, refuses a bad id or no answers', () => {
    const answers = { passed: ['q1:5'], failed: [], notApplicable: [] };
    expect(readUpdateRequest({ reportId: 'rep-1', answers })).toEqual({
      reportId: 'rep-1',
      answers,
    });
    for (const data of [{ reportId: '../x', answers }, { reportId: 'rep' }, null]) {
      expect(refusal(() => readUpdateRequest(data)).code, JSON.stringify(data)).toBe(
        'invalid-argument',
      );
    }
  });
});

describe('assertMayEdit', () => {
  const REPORT = { userId: 'author', territoryId: 'north' };

  it('lets the author with Edit Compliance Reports, and the corporate roles, edit a published report', () => {
    for (const role of ['franchiseeOwner', 'manager'] as const) {
      expect(() => assertMayEdit(user(role), 'author', REPORT)).not.toThrow();
    }
    for (const role of ['superAdmin', 'fulfillment'] as const) {
      expect(() => assertMayEdit(user(role, { territoryIds: [] }), 'me', REPORT)).not.toThrow();
    }
  });

  it('refuses a disabled caller, an Employee, staff who did not write it, another territory', () => {
    expect(
      refusal(() => assertMayEdit(user('manager', { disabled: true }), 'author', REPORT)).message,
    ).toBe('Your account cannot edit compliance reports: it is disabled or has no role yet.');
    expect(refusal(() => assertMayEdit(user('employee'), 'author', REPORT)).message).toBe(
      'You need the "Edit Compliance Reports" permission to edit a compliance report.',
    );
    for (const role of ['franchiseeOwner', 'manager'] as const) {
      expect(refusal(() => assertMayEdit(user(role), 'me', REPORT)).message).toBe(
        'Only the inspector who published this report, Super Admin or Fulfillment can edit it.',
      );
    }
    expect(
      refusal(() => assertMayEdit(user('manager'), 'author', { ...REPORT, territoryId: 'gulf' }))
        .message,
    ).toBe("This report's territory is not one of yours.");
  });
});
