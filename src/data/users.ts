import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * users/{uid}: a person's profile, role, permissions and territories (spec 01 §3).
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const usersCollection = (db: Firestore) => collection(db, COLLECTIONS.users);

export const userDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.users, id);
