import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * territories/{id}: a franchise territory with its owners (`userIds`) and settings.
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const territoriesCollection = (db: Firestore) => collection(db, COLLECTIONS.territories);

export const territoryDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.territories, id);
