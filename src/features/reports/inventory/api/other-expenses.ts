import {
  deleteDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { locationOtherExpenses } from '../../fixedQueries';
import type { ExpenseCategory } from '../model/expenses';
import type { InventoryReport } from './inventory-reports';
import { otherExpenseDoc, otherExpenseRecords, type OtherExpense } from '@/data/inventory';

/* other_expenses/{reportId}_{category}: a franchisee's own cost of one period, in cents. */

export type { OtherExpense } from '@/data/inventory';

export const otherExpenseId = (reportId: string, category: ExpenseCategory) =>
  `${reportId}_${category}`;

/** The entered expenses of one location's periods (one query in the location's territory). */
export async function listOtherExpenses(
  db: Firestore,
  location: { id: string; territoryId: string },
): Promise<OtherExpense[]> {
  const snapshot = await getDocs(
    query(
      otherExpenseRecords(db),
      ...constraintsOf(locationOtherExpenses, {
        territoryId: location.territoryId,
        locationId: location.id,
      }),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}

/** Sets one expense of a period; null clears it (a blank field is not a zero expense). */
export async function saveOtherExpense(
  db: Firestore,
  uid: string,
  report: Pick<InventoryReport, 'id' | 'locationId' | 'territoryId'>,
  category: ExpenseCategory,
  amountCents: number | null,
): Promise<void> {
  const ref = otherExpenseDoc(db, otherExpenseId(report.id, category));
  if (amountCents === null) {
    await deleteDoc(ref);
    return;
  }
  await setDoc(ref, {
    reportId: report.id,
    locationId: report.locationId,
    territoryId: report.territoryId,
    category,
    amountCents,
    userId: uid,
    updatedAt: serverTimestamp(),
  });
}
