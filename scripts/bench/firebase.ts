// The floor pages' Firebase: the same SDK and persistent cache as the app, nothing else.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';

const env = import.meta.env;

export const app = initializeApp({
  apiKey: 'demo-api-key',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-franchise-portal',
});
export const auth = getAuth(app);
connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099', {
  disableWarnings: true,
});
