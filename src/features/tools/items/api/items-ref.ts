import { collection, doc, type CollectionReference } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { ITEMS_COLLECTION, type ItemDoc } from '../model/item';

export const itemsCollection = () => collection(db, ITEMS_COLLECTION);
export const itemDoc = (id: string) => doc(db, ITEMS_COLLECTION, id);
/** A fresh document id, so a new item's photo can be stored under it before the item is saved. */
export const newItemId = () => doc(itemsCollection()).id;

/**
 * The collection typed as items. A cast rather than a converter: rules (validItem in
 * firestore.rules) guarantee the shape of every stored item, so there is nothing to convert.
 */
export const typedItemsCollection = () => itemsCollection() as CollectionReference<ItemDoc>;
