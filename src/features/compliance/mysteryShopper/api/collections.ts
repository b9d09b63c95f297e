import {
  doc,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@/data/collections';
import { field, readConverter } from '@/data/converter';
import { mysteryShopperReportsCollection } from '@/data/mysteryShopper';
import type { MysteryShopperFile, MysteryShopperReport } from '../../model/types';

/** Stored document: the shared shape without the id (it is the document id). */
export type MysteryShopperDoc = Omit<MysteryShopperReport, 'id'>;

const timestamp = (value: unknown) => (value instanceof Timestamp ? value : undefined);

/** The report's files; an entry without a name or URL is not a file and is left out. */
export function readReportFiles(value: unknown): MysteryShopperFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const name = field.text(Reflect.get(entry, 'name'));
    const url = field.text(Reflect.get(entry, 'url'));
    return name && url ? [{ name, url }] : [];
  });
}

export const readMysteryShopperReport = (data: DocumentData): MysteryShopperDoc => {
  const createdAt = timestamp(data.createdAt);
  const updatedAt = timestamp(data.updatedAt);
  return {
    userId: field.text(data.userId),
    userName: field.text(data.userName),
    territoryId: field.text(data.territoryId),
    territoryName: field.text(data.territoryName),
    franchiseeLocationId: field.text(data.franchiseeLocationId),
    franchiseeLocationName: field.text(data.franchiseeLocationName),
    // The rules require a date on every write; only a hand edit lacks one (read as the epoch).
    date: timestamp(data.date) ?? Timestamp.fromMillis(0),
    text: field.text(data.text),
    files: readReportFiles(data.files),
    ...(createdAt ? { createdAt } : {}),
    ...(updatedAt ? { updatedAt } : {}),
  };
};

const reportConverter = readConverter<MysteryShopperDoc>(readMysteryShopperReport);

export const reportsRef = (firestore: Firestore): CollectionReference<MysteryShopperDoc> =>
  mysteryShopperReportsCollection(firestore).withConverter(reportConverter);

export const reportDoc = (firestore: Firestore, id: string) => doc(reportsRef(firestore), id);

/** An id for a report not saved yet, so its files can be uploaded under it first. */
export const newReportId = (firestore: Firestore) => doc(reportsRef(firestore)).id;

/** Storage folder of a report's attachments, named after its collection (storage.rules). */
export const reportFilesFolder = (reportId: string) =>
  `${COLLECTIONS.mysteryShopperReports}/${reportId}`;
