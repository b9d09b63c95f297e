import {
  collection,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readConverter } from './converter';

/*
 * error_reports/{id}: a failed write the user was told about (spec 01 §8), create-only. Its
 * stored shape with the reader and converter, and its refs, taking the Firestore instance (the
 * browser's or, later, the server's).
 */

const errorReportsCollection = (db: Firestore) => collection(db, COLLECTIONS.errorReports);

/**
 * An `error_reports/{id}` document: the screen, the operation, the error code and the app version
 * of a failed write (never the document's contents), and who saw it. firestore.rules accept only
 * these fields.
 */
export interface ErrorReportDoc {
  screen: string;
  operation: string;
  code: string;
  appVersion: string;
  userId: string;
  /** Null while the server timestamp is pending. */
  createdAt: Timestamp | null;
}

export interface ErrorReport extends ErrorReportDoc {
  id: string;
}

export const readErrorReport = (data: DocumentData): ErrorReportDoc => ({
  screen: field.text(data.screen),
  operation: field.text(data.operation),
  code: field.text(data.code),
  appVersion: field.text(data.appVersion),
  userId: field.text(data.userId),
  createdAt: field.timestamp(data.createdAt),
});

const errorReportConverter = readConverter<ErrorReportDoc>(readErrorReport);

/** `error_reports`, read as ErrorReportDoc (readErrorReport); a create passes through. */
export const errorReportDocs = (db: Firestore): CollectionReference<ErrorReportDoc> =>
  errorReportsCollection(db).withConverter(errorReportConverter);
