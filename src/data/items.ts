import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * items/{id}: the supply catalogue.
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const itemsCollection = (db: Firestore) => collection(db, COLLECTIONS.items);

export const itemDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.items, id);
