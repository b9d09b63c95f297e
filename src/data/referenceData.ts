import {
  collection,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { readItemPrices } from '@/domain/itemPrices';
import { COLLECTIONS } from './collections';
import { field, readConverter } from './converter';

/**
 * The reference data many screens pick from or show names of. These shapes are shared by
 * features (orders, compliance, tools), so they live here with their converters; each feature's
 * repository builds its queries on these typed collections.
 */
export interface TerritoryOption {
  id: string;
  name: string;
}

export interface DeliveryLocationOption {
  id: string;
  name: string;
  territoryId: string;
  enabled: boolean;
}

export interface LlcOption {
  id: string;
  name: string;
  territoryIds: string[];
}

export interface CatalogueItem {
  id: string;
  itemDesc: string;
  sku: string;
  status: string;
  /** Integer cents, as ItemDoc. */
  priceCents: number;
  salePriceCents: number;
  isOnSale: boolean;
  casesPerPallet: number;
  casesPerOvernight: number;
  order: number;
}

const readTerritory = (data: DocumentData, id: string): TerritoryOption => ({
  id,
  name: field.text(data.name),
});

export const readDeliveryLocation = (data: DocumentData, id: string): DeliveryLocationOption => ({
  id,
  name: field.text(data.name),
  territoryId: field.text(data.territoryId),
  // Only an explicit `false` disables a location (older documents lack the flag).
  enabled: data.enabled !== false,
});

const readLlc = (data: DocumentData, id: string): LlcOption => ({
  id,
  name: field.text(data.name),
  territoryIds: field.textList(data.territoryIds),
});

export const readCatalogueItem = (data: DocumentData, id: string): CatalogueItem => ({
  id,
  itemDesc: field.text(data.itemDesc),
  sku: field.text(data.sku),
  status: field.text(data.status),
  ...readItemPrices(data),
  casesPerPallet: field.number(data.casesPerPallet, 1),
  casesPerOvernight: field.number(data.casesPerOvernight, 1),
  order: field.number(data.order),
});

const territoryConverter = readConverter(readTerritory);
const deliveryLocationConverter = readConverter(readDeliveryLocation);
const llcConverter = readConverter(readLlc);
const catalogueItemConverter = readConverter(readCatalogueItem);

export const territoryOptions = (db: Firestore): CollectionReference<TerritoryOption> =>
  collection(db, COLLECTIONS.territories).withConverter(territoryConverter);

export const deliveryLocationOptions = (
  db: Firestore,
): CollectionReference<DeliveryLocationOption> =>
  collection(db, COLLECTIONS.deliveryLocations).withConverter(deliveryLocationConverter);

export const llcOptions = (db: Firestore): CollectionReference<LlcOption> =>
  collection(db, COLLECTIONS.llcs).withConverter(llcConverter);

export const catalogueItems = (db: Firestore): CollectionReference<CatalogueItem> =>
  collection(db, COLLECTIONS.items).withConverter(catalogueItemConverter);
