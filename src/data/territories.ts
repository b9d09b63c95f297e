import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * territories/{id}: a franchise territory with its owners (`userIds`) and settings.
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const territoriesCollection = (db: Firestore) => collection(db, COLLECTIONS.territories);

export const territoryDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.territories, id);

/*
 * llcs/{id}: an LLC an order names (`llcId`), with the territories it belongs to
 * (`territoryIds`). Kept here because it is read and scoped through those territories.
 */

export const llcsCollection = (db: Firestore) => collection(db, COLLECTIONS.llcs);

export const llcDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.llcs, id);
