/**
 * Helpers for the functions suite: the Admin SDK on the emulators (to arrange and read back data)
 * and the web SDK signed in as a seeded user, calling the callables exactly as the app does
 * (src/lib/firebase.ts: getFunctions in FUNCTIONS_REGION, connectFunctionsEmulator).
 */
import {
  deleteApp as deleteAdminApp,
  initializeApp as initAdmin,
  type App,
} from 'firebase-admin/app';
import { getAuth as adminAuthOf, type Auth as AdminAuth } from 'firebase-admin/auth';
import { getFirestore as adminFirestore, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFunctionsEmulator,
  FunctionsError,
  getFunctions,
  httpsCallable,
} from 'firebase/functions';
import { afterAll } from 'vitest';
import { CALLABLES, FUNCTIONS_REGION } from '../../src/lib/callables';
import { errorText } from '../../src/lib/errors';
import { DEMO_PASSWORD, PROJECT_ID } from '../../scripts/seed.mjs';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through the emulator launcher`);
  return value;
};

let admin: { app: App; db: Firestore } | null = null;
const webApps: FirebaseApp[] = [];

function adminApp() {
  if (!admin) {
    process.env.GCLOUD_PROJECT = PROJECT_ID;
    const app = initAdmin({ projectId: PROJECT_ID }, `functions-tests-${Date.now()}`);
    admin = { app, db: adminFirestore(app) };
  }
  return admin;
}

/** The Admin SDK's Firestore on the emulator (arranging data the rules would refuse). */
export function adminDb(): Firestore {
  return adminApp().db;
}

/** The Admin SDK's Auth on the emulator (extra test users). */
export function adminAuth(): AdminAuth {
  return adminAuthOf(adminApp().app);
}

type Callable = keyof typeof CALLABLES;

/** Calls callable `name` signed in as `email` (seeded password), or signed out when null. */
export async function callerAs(email: string | null) {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID },
    `fn-${email ?? 'anonymous'}-${webApps.length}`,
  );
  webApps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}`, {
    disableWarnings: true,
  });
  if (email) await signInWithEmailAndPassword(auth, email, DEMO_PASSWORD);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const [host, port] = env('FUNCTIONS_EMULATOR_HOST').split(':');
  connectFunctionsEmulator(functions, host, Number(port));
  return async <T = unknown>(name: Callable, data: unknown): Promise<T> =>
    (await httpsCallable(functions, CALLABLES[name])(data)).data as T;
}

/** The seeded logins (scripts/seed.mjs DEMO_USERS) the callables are tried as. */
export const PERSONAS = {
  SUPER: 'superadmin@demo.test',
  FULFILLMENT: 'fulfillment@demo.test',
  OWNER: 'owner@demo.test',
  MANAGER: 'manager@demo.test',
  EMPLOYEE: 'employee@demo.test',
  WAITING: 'waiting@demo.test',
} as const;

/** A test's own user: its Auth account (the seeded password) and its users/{uid} profile. */
export interface ExtraUser {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  permissions: unknown;
  disabled: boolean;
  territoryIds: string[];
}

/** A caller signed in as one user (callerAs). */
export type Call = Awaited<ReturnType<typeof callerAs>>;

/**
 * Creates `extraUsers` (Auth account and users/{uid} with the Admin SDK), then signs in a caller as
 * every persona and every extra user, keyed by email, plus `anonymous` signed out.
 */
export async function personaCallers(
  extraUsers: readonly ExtraUser[] = [],
): Promise<Record<string, Call>> {
  for (const { uid, ...profile } of extraUsers) {
    await adminAuth().createUser({ uid, email: profile.email, password: DEMO_PASSWORD });
    await adminDb().doc(`users/${uid}`).set(profile);
  }
  const callers: Record<string, Call> = {};
  for (const email of [...Object.values(PERSONAS), ...extraUsers.map((u) => u.email)]) {
    callers[email] = await callerAs(email);
  }
  callers.anonymous = await callerAs(null);
  return callers;
}

/**
 * The callable's refusal as {code, message}, the message as the screen shows it (the app's
 * errorText); fails the test when the call succeeds.
 */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof FunctionsError) {
      return { code: error.code.replace(/^functions\//, ''), message: errorText(error) };
    }
    throw error;
  }
  throw new Error('expected the callable to refuse, but it succeeded');
}

afterAll(async () => {
  await Promise.all(webApps.splice(0).map((app) => deleteApp(app)));
  if (admin) {
    await admin.db.terminate();
    await deleteAdminApp(admin.app);
    admin = null;
  }
});
