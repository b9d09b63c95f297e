import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * items/{id}: the supply catalogue.
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const itemsCollection = (db: Firestore) => collection(db, COLLECTIONS.items);

export const itemDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.items, id);

/*
 * item_catalogue_index/{id}: the catalogue's index of active items (`active`), which the rules
 * check order lines against with one read; every item write that changes it writes it too.
 */

export const itemCatalogueIndexCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.itemCatalogueIndex);

export const itemCatalogueIndexDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.itemCatalogueIndex, id);
