import { doc, type CollectionReference, type Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import {
  itemDoc as storedItem,
  itemDocs,
  itemsCollection as storedItems,
  type ItemDoc,
} from '@/data/items';

/** The `items` collection (spec 01 §3, §9), on the app's own Firestore instance by default. */
const itemsCollection = (firestore: Firestore = db) => storedItems(firestore);
export const itemDoc = (id: string, firestore: Firestore = db) => storedItem(firestore, id);
/** A fresh document id, so a new item's photo can be stored under it before the item is saved. */
export const newItemId = () => doc(itemsCollection()).id;

/** The collection read as items (readItemDoc, src/data/items.ts). */
export const typedItemsCollection = (firestore: Firestore = db): CollectionReference<ItemDoc> =>
  itemDocs(firestore);
