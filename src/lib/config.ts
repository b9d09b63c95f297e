/** Build-time configuration from `VITE_*` variables (see `.env.example`). */
const env = import.meta.env;

export const APP_VERSION = '1.3.2';

/** Without a real API key the app runs against the local emulators under a `demo-*` project. */
export const useEmulators = env.VITE_USE_EMULATORS === 'true' || !env.VITE_FIREBASE_API_KEY;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-franchise-portal.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-franchise-portal',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || 'demo-franchise-portal.appspot.com',
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  appId: env.VITE_FIREBASE_APP_ID || undefined,
  measurementId: env.VITE_FIREBASE_MEASUREMENT_ID || undefined,
};

export const emulatorHosts = {
  auth: env.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099',
  firestore: env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
  functions: env.VITE_FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001',
  /** Empty when the launcher found no Storage emulator on this machine. */
  storage: env.VITE_STORAGE_EMULATOR_HOST ?? '',
};

// Days a waiting order may stay unchanged before it expires: pure, shared with the server's
// expired-orders job (functions/src/jobs), so it lives in src/domain.
export { ORDER_EXPIRY_DAYS } from '@/domain/orders';
