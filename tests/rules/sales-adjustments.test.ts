import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { changeApprovalStatus } from '../../src/features/approvals/api/change-approval-status';
import type { Approval } from '../../src/features/approvals/model/types';
import { listSalesAdjustments } from '../../src/features/reports/api/sales-adjustments';
import { actor, NORTH_REFUND_WORLD, REFUND_DATE, refundRequest } from './approvals-fixtures';
import { PERSONAS, setupRulesTests, type Persona } from './helpers';
import { BASE_DOCS, NORTH, SOUTH } from './orders-fixtures';

/**
 * sales_adjustments (issues 12 + 13): approving a refund request writes its adjustment of the
 * location's franchise sales in the same batch, through the app's own changeApprovalStatus.
 */
const t = setupRulesTests();
async function seedRefunds() {
  await t.seed({
    ...BASE_DOCS,
    'approvals/north-refund': refundRequest(NORTH),
    'approvals/south-refund': refundRequest(SOUTH),
    ...NORTH_REFUND_WORLD,
  });
}

const request = (id: string, territory = NORTH) =>
  ({ ...refundRequest(territory), id }) as unknown as Approval;

describe('sales_adjustments: approved refunds', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} approve a refund together with its adjustment`, async () => {
      await seedRefunds();
      const db = t.db(p);
      await assertSucceeds(
        changeApprovalStatus(db, request('north-refund'), 'approve', '', actor(p)),
      );
      const stored = (await getDoc(doc(db, 'sales_adjustments', 'north-refund'))).data();
      expect(stored).toMatchObject({
        locationId: 'fl-north',
        territoryId: NORTH,
        date: '2026-11-06',
        month: '2026-11',
        amountCents: 1_840,
        approvedBy: PERSONAS[p].uid,
      });
    });
  }

  it('refuses approving a refund without its adjustment', async () => {
    await seedRefunds();
    const withoutDate = { ...request('north-refund'), refundDate: null };
    await assertFails(
      changeApprovalStatus(t.db('superAdmin'), withoutDate, 'approve', '', actor('superAdmin')),
    );
  });

  it('refuses an adjustment with another amount, day or place than the request', async () => {
    await seedRefunds();
    const db = t.db('superAdmin');
    const sa = actor('superAdmin');
    const base = request('north-refund');
    await assertFails(changeApprovalStatus(db, { ...base, amountCents: 99 }, 'approve', '', sa));
    const dayLater = Timestamp.fromMillis(REFUND_DATE.toMillis() + 86_400_000);
    await assertFails(
      changeApprovalStatus(db, { ...base, refundDate: dayLater }, 'approve', '', sa),
    );
    await assertFails(
      changeApprovalStatus(
        db,
        { ...base, franchiseeLocationId: 'fl-south', territoryId: SOUTH },
        'approve',
        '',
        sa,
      ),
    );
    await assertSucceeds(changeApprovalStatus(db, base, 'approve', '', sa));
  });

  it('refuses an adjustment written on its own, twice, changed or deleted', async () => {
    await seedRefunds();
    const db = t.db('superAdmin');
    const alone = {
      approvalId: 'north-refund',
      kind: 'approvedRefund',
      territoryId: NORTH,
      locationId: 'fl-north',
      locationName: 'North Truck',
      locationType: 'truck',
      date: '2026-11-06',
      month: '2026-11',
      amountCents: 1_840,
      approvedBy: PERSONAS.superAdmin.uid,
      createdAt: Timestamp.now(),
    };
    await assertFails(setDoc(doc(db, 'sales_adjustments', 'north-refund'), alone));
    await changeApprovalStatus(db, request('north-refund'), 'approve', '', actor('superAdmin'));
    const ref = doc(db, 'sales_adjustments', 'north-refund');
    await assertFails(updateDoc(ref, { amountCents: 1 }));
    await assertFails(deleteDoc(ref));
  });

  for (const p of ['franchiseeOwner', 'manager', 'employee'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} approving a refund (with or without the adjustment)`, async () => {
      await seedRefunds();
      await assertFails(
        changeApprovalStatus(t.db(p), request('north-refund'), 'approve', '', actor(p)),
      );
    });
  }

  it('writes no adjustment for a denied refund', async () => {
    await seedRefunds();
    const db = t.db('superAdmin');
    await assertSucceeds(
      changeApprovalStatus(db, request('north-refund'), 'deny', 'No receipt', actor('superAdmin')),
    );
    expect((await getDoc(doc(db, 'sales_adjustments', 'north-refund'))).exists()).toBe(false);
  });

  it('lets the location staff read their territory adjustments, not another territory', async () => {
    await seedRefunds();
    const sa = t.db('superAdmin');
    await changeApprovalStatus(sa, request('north-refund'), 'approve', '', actor('superAdmin'));
    await changeApprovalStatus(
      sa,
      request('south-refund', SOUTH),
      'approve',
      '',
      actor('superAdmin'),
    );
    for (const p of ['franchiseeOwner', 'manager'] as Persona[]) {
      const found = await assertSucceeds(
        listSalesAdjustments(t.db(p), [NORTH], '2026-11-01', '2026-11-30'),
      );
      expect(found.map((a) => a.approvalId)).toEqual(['north-refund']);
      await assertFails(listSalesAdjustments(t.db(p), [SOUTH], '2026-11-01', '2026-11-30'));
    }
    const all = await listSalesAdjustments(sa, [NORTH, SOUTH], '2026-11-01', '2026-11-30');
    expect(all).toHaveLength(2);
    await assertFails(listSalesAdjustments(t.db('waiting'), [NORTH], '2026-11-01', '2026-11-30'));
  });
});
