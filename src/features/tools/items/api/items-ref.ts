import {
  doc,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { field, readConverter } from '@/data/converter';
import { itemDoc as storedItem, itemsCollection as storedItems } from '@/data/items';
import { isItemStatus, type ItemDoc } from '../model/item';

/** The `items` collection (spec 01 §3, §9), on the app's own Firestore instance by default. */
export const itemsCollection = (firestore: Firestore = db) => storedItems(firestore);
export const itemDoc = (id: string, firestore: Firestore = db) => storedItem(firestore, id);
/** A fresh document id, so a new item's photo can be stored under it before the item is saved. */
export const newItemId = () => doc(itemsCollection()).id;

const optionalText = (value: unknown) => (typeof value === 'string' ? value : undefined);
const optionalNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const timestamp = (value: unknown) => (value instanceof Timestamp ? value : null);

/**
 * An `items/{id}` document as the screens use it. The rules (validItem) guarantee the shape of
 * items written by the app; the reader keeps a hand-edited document from flowing on mistyped.
 * Optional fields stay absent when not stored.
 */
export function readItemDoc(data: DocumentData): ItemDoc {
  const areas: unknown = data.storageAreas;
  const unitsPerCase = optionalNumber(data.unitsPerCase);
  const countUnit = data.countUnit === 'lb' || data.countUnit === 'each' ? data.countUnit : null;
  const shelfOrder = optionalNumber(data.shelfOrder);
  const photoUrl = optionalText(data.photoUrl);
  const photoPath = optionalText(data.photoPath);
  return {
    itemDesc: field.text(data.itemDesc),
    sku: field.text(data.sku),
    casesPerPallet: field.number(data.casesPerPallet),
    casesPerOvernight: field.number(data.casesPerOvernight),
    status: isItemStatus(data.status) ? data.status : 'active',
    price: field.number(data.price),
    salePrice: field.number(data.salePrice),
    isOnSale: field.flag(data.isOnSale),
    order: field.number(data.order),
    ...(unitsPerCase !== undefined ? { unitsPerCase } : {}),
    ...(countUnit ? { countUnit } : {}),
    ...(typeof areas === 'object' && areas !== null
      ? {
          storageAreas: {
            restaurant: optionalText(Reflect.get(areas, 'restaurant')),
            truck: optionalText(Reflect.get(areas, 'truck')),
          },
        }
      : {}),
    ...(shelfOrder !== undefined ? { shelfOrder } : {}),
    ...(photoUrl !== undefined ? { photoUrl } : {}),
    ...(photoPath !== undefined ? { photoPath } : {}),
    createdAt: timestamp(data.createdAt),
    updatedAt: timestamp(data.updatedAt),
  };
}

const itemConverter = readConverter<ItemDoc>((data) => readItemDoc(data));

/** The collection read as items (readItemDoc). */
export const typedItemsCollection = (firestore: Firestore = db): CollectionReference<ItemDoc> =>
  storedItems(firestore).withConverter(itemConverter);
