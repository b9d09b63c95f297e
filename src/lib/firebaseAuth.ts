import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { emulatorHosts, firebaseConfig, useEmulators } from './config';

/**
 * The Firebase app and Auth: all the public pages (landing, pricing, sign-in, register) load.
 * Firestore and Storage live in ./firebase.ts, which only the signed-in app imports, so the
 * sign-in page does not download them.
 */
export const app: FirebaseApp = initializeApp(firebaseConfig);

export const auth: Auth = getAuth(app);

if (useEmulators) connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
