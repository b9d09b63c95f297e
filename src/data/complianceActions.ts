import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * compliance_actions/{reportId}_{questionId}: the follow-up action of a failed question, created
 * in the report's publish transaction. Its refs, taking the Firestore instance (the browser's or,
 * later, the server's).
 */

export const complianceActionsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceActions);

export const complianceActionDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceActions, id);
