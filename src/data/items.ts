import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { readItemPrices } from '@/domain/itemPrices';
import { COLLECTIONS } from './collections';
import { field, readConverter } from './converter';

/*
 * items/{id}: the supply catalogue.
 * Its stored shape with the reader and converter, and its refs, taking the Firestore instance
 * (the browser's or, later, the server's). The raw refs serve writes and the features that read
 * an item their own way; the order form's CatalogueItem is in referenceData.ts.
 */

export const itemsCollection = (db: Firestore) => collection(db, COLLECTIONS.items);

export const itemDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.items, id);

export const ITEM_STATUSES = ['active', 'out_of_stock', 'discontinued'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value);
}

/** An `items/{id}` document as stored. Photo fields are absent on items that never had one. */
export interface ItemDoc {
  itemDesc: string;
  sku: string;
  casesPerPallet: number;
  casesPerOvernight: number;
  status: ItemStatus;
  /** Integer cents (issue 26); documents written before stored dollars in `price`. */
  priceCents: number;
  /** Integer cents; used while `isOnSale` and above 0. Before issue 26: dollars in `salePrice`. */
  salePriceCents: number;
  isOnSale: boolean;
  order: number;
  /** Counting (issue 14): eaches per case, or lb per case for weighed items. */
  unitsPerCase?: number;
  /** Weighed seafood is counted in lb; everything else in cases and eaches. */
  countUnit?: 'each' | 'lb';
  /** The storage area the item is counted in, per location type. */
  storageAreas?: { restaurant?: string; truck?: string };
  /** Position on the count sheet inside its area. */
  shelfOrder?: number;
  photoUrl?: string;
  photoPath?: string;
  createdAt?: Timestamp | null;
  updatedAt?: Timestamp | null;
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : undefined);
const optionalNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * An `items/{id}` document as the screens use it. The rules (validItem) guarantee the shape of
 * items written by the app; the reader keeps a hand-edited document from flowing on mistyped.
 * Optional fields stay absent when not stored. Prices are read as cents (readItemPrices): an item
 * not migrated yet (dollar `price`/`salePrice` only) reads as those dollars converted to cents, so
 * the app keeps working until `node scripts/migrate-item-cents.mjs` has run.
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
    ...readItemPrices(data),
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
    createdAt: field.timestamp(data.createdAt),
    updatedAt: field.timestamp(data.updatedAt),
  };
}

const itemConverter = readConverter<ItemDoc>(readItemDoc);

/** `items`, read as ItemDoc (readItemDoc). */
export const itemDocs = (db: Firestore): CollectionReference<ItemDoc> =>
  itemsCollection(db).withConverter(itemConverter);

/*
 * item_catalogue_index/{id}: the catalogue's index of active items (`active`), which the rules
 * check order lines against with one read; every item write that changes it writes it too.
 */

export const itemCatalogueIndexDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.itemCatalogueIndex, id);
