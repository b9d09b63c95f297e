import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * approvals/{id}: approval requests, from draft to decision (spec 02). Its refs, taking the
 * Firestore instance (the browser's or, later, the server's).
 */

export const approvalsCollection = (db: Firestore) => collection(db, COLLECTIONS.approvals);

export const approvalDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.approvals, id);
