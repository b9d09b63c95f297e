import {
  collection,
  doc,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readConverter } from './converter';

/*
 * mystery_shopper_reports/{id}: a mystery shopper's visit to a franchise location (spec 02 §3).
 * Its stored shape with the reader and converter, and its refs, taking the Firestore instance
 * (the browser's or, later, the server's).
 */

const mysteryShopperReportsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.mysteryShopperReports);

const mysteryShopperReportDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.mysteryShopperReports, id);

export interface MysteryShopperFile {
  /** The file's own name, for display. */
  name: string;
  url: string;
  /**
   * Storage path, under a name unique per upload (src/domain/uploads.ts); absent on files stored
   * before, which lie at `mystery_shopper_reports/<id>/<name>`.
   */
  path?: string;
}

export interface MysteryShopperReport {
  id: string;
  userId: string;
  userName: string;
  territoryId: string;
  territoryName: string;
  franchiseeLocationId: string;
  franchiseeLocationName: string;
  date: Timestamp;
  text: string;
  files: MysteryShopperFile[];
  /** Absent while the write's server timestamp is pending (and on a hand-made document). */
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}

/** Stored document: the report without the id (it is the document id). */
export type MysteryShopperDoc = Omit<MysteryShopperReport, 'id'>;

/** The report's files; an entry without a name or URL is not a file and is left out. */
function readReportFiles(value: unknown): MysteryShopperFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const name = field.text(Reflect.get(entry, 'name'));
    const url = field.text(Reflect.get(entry, 'url'));
    const path = field.text(Reflect.get(entry, 'path'));
    if (!name || !url) return [];
    return [path ? { name, url, path } : { name, url }];
  });
}

export const readMysteryShopperReport = (data: DocumentData): MysteryShopperDoc => {
  const createdAt = field.timestamp(data.createdAt);
  const updatedAt = field.timestamp(data.updatedAt);
  return {
    userId: field.text(data.userId),
    userName: field.text(data.userName),
    territoryId: field.text(data.territoryId),
    territoryName: field.text(data.territoryName),
    franchiseeLocationId: field.text(data.franchiseeLocationId),
    franchiseeLocationName: field.text(data.franchiseeLocationName),
    // The rules require a date on every write; only a hand edit lacks one (read as the epoch).
    date: field.timestamp(data.date) ?? Timestamp.fromMillis(0),
    text: field.text(data.text),
    files: readReportFiles(data.files),
    ...(createdAt ? { createdAt } : {}),
    ...(updatedAt ? { updatedAt } : {}),
  };
};

/*
 * The one converter: reads through readMysteryShopperReport; writes pass through (create and
 * update write validated values with serverTimestamp()).
 */
const reportConverter = readConverter<MysteryShopperDoc>(readMysteryShopperReport);

/** `mystery_shopper_reports`, read as MysteryShopperDoc (readMysteryShopperReport). */
export const mysteryShopperReportRecords = (
  db: Firestore,
): CollectionReference<MysteryShopperDoc> =>
  mysteryShopperReportsCollection(db).withConverter(reportConverter);

/** One report, read as MysteryShopperDoc. */
export const mysteryShopperReportRecord = (
  db: Firestore,
  id: string,
): DocumentReference<MysteryShopperDoc> =>
  mysteryShopperReportDoc(db, id).withConverter(reportConverter);
