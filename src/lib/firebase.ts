import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { FUNCTIONS_REGION } from './callables';
import { emulatorHosts, useEmulators } from './config';
import { app } from './firebaseAuth';

/** Firestore, Functions and Storage for the signed-in app; public pages import ./firebaseAuth only. */
export { app, auth } from './firebaseAuth';

// The persistent cache keeps forms and drafts through a dropped connection on a truck's tablet.
export const db: Firestore = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

/** The server's callable commands (functions/src), in their one region (./callables.ts). */
export const functions: Functions = getFunctions(app, FUNCTIONS_REGION);

let storageInstance: FirebaseStorage | null = null;

if (useEmulators) {
  const [fsHost, fsPort] = emulatorHosts.firestore.split(':');
  connectFirestoreEmulator(db, fsHost, Number(fsPort));
  const [fnHost, fnPort] = emulatorHosts.functions.split(':');
  connectFunctionsEmulator(functions, fnHost, Number(fnPort));
  if (emulatorHosts.storage) {
    const [host, port] = emulatorHosts.storage.split(':');
    storageInstance = getStorage(app);
    connectStorageEmulator(storageInstance, host, Number(port));
  }
} else {
  storageInstance = getStorage(app);
}

export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is not available';

/** Storage, or null when running locally without a Storage emulator; callers show STORAGE_UNAVAILABLE_MESSAGE. */
export function getStorageOrNull(): FirebaseStorage | null {
  return storageInstance;
}
