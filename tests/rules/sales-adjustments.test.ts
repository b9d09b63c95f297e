import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Approval } from '../../src/features/approvals/model/types';
import { listSalesAdjustments } from '../../src/features/reports/api/sales-adjustments';
import {
  browserDecision,
  NORTH_REFUND_WORLD,
  refundAdjustmentOf,
  refundRequest,
} from './approvals-fixtures';
import { ALL_PERSONAS, PERSONAS, setupRulesTests, type Persona } from './helpers';
import { BASE_DOCS, NORTH, SOUTH } from './orders-fixtures';

/**
 * sales_adjustments (issues 12 + 13): an approved refund request's adjustment of the location's
 * franchise sales. Only the server's decideApprovalRequest writes it, with the approval and the
 * sales rollups (tests/functions/approvals-decide.test.ts): browsers read it in their scope and
 * may neither approve a refund with it (the old batch) nor write it on their own.
 */
const t = setupRulesTests();

const request = (id: string, territory = NORTH) =>
  ({ ...refundRequest(territory), id }) as unknown as Approval;

/** Two approved refunds, North and South, with the adjustments the server wrote. */
async function seedRefunds(status = 'submitted') {
  const approved = (id: string, territory: string) => ({
    ...refundAdjustmentOf(request(id, territory), 'superAdmin'),
    createdAt: Timestamp.now(),
  });
  await t.seed({
    ...BASE_DOCS,
    'approvals/north-refund': refundRequest(NORTH, status),
    'approvals/south-refund': refundRequest(SOUTH, status),
    ...NORTH_REFUND_WORLD,
    ...(status === 'approved'
      ? {
          'sales_adjustments/north-refund': approved('north-refund', NORTH),
          'sales_adjustments/south-refund': approved('south-refund', SOUTH),
        }
      : {}),
  });
}

describe('sales_adjustments: approved refunds are the server’s', () => {
  for (const p of ALL_PERSONAS as Persona[]) {
    it(`refuses ${PERSONAS[p].who} approving a refund with its adjustment, or the adjustment alone`, async () => {
      await seedRefunds();
      const db = t.db(p);
      await assertFails(browserDecision(db, request('north-refund'), p, 'approve', ''));
      await assertFails(
        setDoc(doc(db, 'sales_adjustments', 'north-refund'), {
          ...refundAdjustmentOf(request('north-refund'), p),
          createdAt: Timestamp.now(),
        }),
      );
    });
  }

  it('refuses changing or deleting a stored adjustment', async () => {
    await seedRefunds('approved');
    const ref = doc(t.db('superAdmin'), 'sales_adjustments', 'north-refund');
    await assertFails(updateDoc(ref, { amountCents: 1 }));
    await assertFails(deleteDoc(ref));
  });

  it('lets the location staff read their territory adjustments, not another territory', async () => {
    await seedRefunds('approved');
    for (const p of ['franchiseeOwner', 'manager'] as Persona[]) {
      const found = await assertSucceeds(
        listSalesAdjustments(t.db(p), [NORTH], '2026-11-01', '2026-11-30'),
      );
      expect(found.map((a) => a.approvalId)).toEqual(['north-refund']);
      expect(found[0]).toMatchObject({ date: '2026-11-06', amountCents: 1_840 });
      await assertFails(listSalesAdjustments(t.db(p), [SOUTH], '2026-11-01', '2026-11-30'));
    }
    const sa = t.db('superAdmin');
    const all = await listSalesAdjustments(sa, [NORTH, SOUTH], '2026-11-01', '2026-11-30');
    expect(all).toHaveLength(2);
    await assertFails(listSalesAdjustments(t.db('waiting'), [NORTH], '2026-11-01', '2026-11-30'));
  });
});
