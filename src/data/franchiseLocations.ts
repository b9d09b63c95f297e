import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readConverter, readStamps, type Stamps } from './converter';

/*
 * franchise_locations/{id}: a restaurant or truck of a territory.
 * Its stored shape with the reader and converter, and its refs, taking the Firestore instance
 * (the browser's or, later, the server's). The raw refs serve writes and the features that read
 * a location their own way (compliance's ReportLocation).
 */

export const franchiseLocationsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.franchiseLocations);

export const franchiseLocationDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.franchiseLocations, id);

export const LOCATION_TYPES = ['truck', 'restaurant'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export function isLocationType(value: unknown): value is LocationType {
  return typeof value === 'string' && (LOCATION_TYPES as readonly string[]).includes(value);
}

/** franchise_locations/{id} (spec 01 §3). territoryName is copied so the list can sort by it. */
export interface FranchiseLocation extends Stamps {
  name: string;
  territoryId: string;
  territoryName: string;
  type: LocationType;
  enabled: boolean;
  /** Days between compliance inspections (issue 16); missing on older documents: 30. */
  inspectionFrequencyDays?: number;
  /** The delivery location its orders go to (COGS purchases, issue 14); absent when not linked. */
  deliveryLocationId?: string;
}

/** A franchise location; an unknown type reads as a truck, as compliance reads it. */
export function readFranchiseLocationDoc(data: DocumentData): FranchiseLocation {
  const days: unknown = data.inspectionFrequencyDays;
  return {
    name: field.text(data.name),
    territoryId: field.text(data.territoryId),
    territoryName: field.text(data.territoryName),
    type: isLocationType(data.type) ? data.type : 'truck',
    // Only an explicit `false` disables a location (older documents lack the flag).
    enabled: data.enabled !== false,
    ...(typeof days === 'number' && Number.isFinite(days) ? { inspectionFrequencyDays: days } : {}),
    ...(typeof data.deliveryLocationId === 'string' && data.deliveryLocationId !== ''
      ? { deliveryLocationId: data.deliveryLocationId }
      : {}),
    ...readStamps(data),
  };
}

const franchiseLocationConverter = readConverter<FranchiseLocation>(readFranchiseLocationDoc);

/** `franchise_locations`, read as FranchiseLocation (readFranchiseLocationDoc). */
export const franchiseLocationRecords = (db: Firestore): CollectionReference<FranchiseLocation> =>
  franchiseLocationsCollection(db).withConverter(franchiseLocationConverter);
