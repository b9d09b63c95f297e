import { serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import { newActionsFor, type PublishedReportInfo } from '../model/actions';
import { actionRef, actionToDoc } from './actions-collection';

/**
 * Adds to the publish transaction `tx` one action per failed question of the report being
 * published, so a published report never exists without its actions (the rules accept an action
 * only when the report after the transaction is published and grades that question a failure).
 * Returns how many were added.
 */
export function addReportActions(
  db: Firestore,
  tx: Transaction,
  report: PublishedReportInfo,
  createdBy: string,
  now = Date.now(),
): number {
  const actions = newActionsFor(report, createdBy, now);
  for (const action of actions) {
    tx.set(actionRef(db, action.id), {
      ...actionToDoc(action),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  return actions.length;
}
