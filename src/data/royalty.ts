import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { typedRefs } from './converter';
import { readRoyaltyRates, readRoyaltyStatement } from './shapes/royalty';

/*
 * The web refs of royalty_settings and royalty_statements (shapes and readers:
 * ./shapes/royalty.ts). Browsers only read them: the server's royalty callables and job write
 * them (functions/src/royalty).
 */
export * from './shapes/royalty';

// ------------------------------------------------------------------ refs

const rates = typedRefs(
  (db: Firestore) => collection(db, COLLECTIONS.royaltySettings),
  (db: Firestore, id: string) => doc(db, COLLECTIONS.royaltySettings, id),
  readRoyaltyRates,
);

const statements = typedRefs(
  (db: Firestore) => collection(db, COLLECTIONS.royaltyStatements),
  (db: Firestore, id: string) => doc(db, COLLECTIONS.royaltyStatements, id),
  readRoyaltyStatement,
);

/** `royalty_settings`, read as RoyaltyRates (readRoyaltyRates). */
export const royaltyRateRecords = rates.collection;

/** `royalty_statements`, read as RoyaltyStatement (readRoyaltyStatement). */
export const royaltyStatementRecords = statements.collection;
