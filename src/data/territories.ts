import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readConverter, readStamps, type Stamps, typedRefs } from './converter';

/*
 * territories/{id}: a franchise territory with its owners (`userIds`) and settings.
 * Its stored shape with the reader and converter, and its refs, taking the Firestore instance
 * (the browser's or, later, the server's). The raw refs serve writes and queries whose rows are
 * read field by field; the pickers' {id, name} options are in referenceData.ts.
 */

export const territoriesCollection = (db: Firestore) => collection(db, COLLECTIONS.territories);

export const territoryDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.territories, id);

/** territories/{id} (spec 01 §3). The user_* fields copy the assigned user for display. */
export interface Territory extends Stamps {
  name: string;
  userIds: string[];
  user_id: string;
  user_email: string;
  user_first: string;
  user_last: string;
  user_mobile: string;
}

export const readTerritoryDoc = (data: DocumentData): Territory => ({
  name: field.text(data.name),
  userIds: field.textList(data.userIds),
  user_id: field.text(data.user_id),
  user_email: field.text(data.user_email),
  user_first: field.text(data.user_first),
  user_last: field.text(data.user_last),
  user_mobile: field.text(data.user_mobile),
  ...readStamps(data),
});

const territoryRefs = typedRefs(territoriesCollection, territoryDoc, readTerritoryDoc);

/** `territories`, read as Territory (readTerritoryDoc). */
export const territoryRecords = territoryRefs.collection;

export const territoryRecord = territoryRefs.doc;

/*
 * llcs/{id}: an LLC an order names (`llcId`), with the territories it belongs to
 * (`territoryIds`). Kept here because it is read and scoped through those territories.
 */

const llcsCollection = (db: Firestore) => collection(db, COLLECTIONS.llcs);

/** llcs/{id} (spec 01 §3): the legal entity orders are billed to, and its territories. */
export interface Llc extends Stamps {
  name: string;
  territoryIds: string[];
}

export const readLlcDoc = (data: DocumentData): Llc => ({
  name: field.text(data.name),
  territoryIds: field.textList(data.territoryIds),
  ...readStamps(data),
});

const llcConverter = readConverter<Llc>(readLlcDoc);

/** `llcs`, read as Llc (readLlcDoc). */
export const llcRecords = (db: Firestore): CollectionReference<Llc> =>
  llcsCollection(db).withConverter(llcConverter);
