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
import {
  getFirestore as adminFirestore,
  Timestamp,
  type Firestore,
} from 'firebase-admin/firestore';
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
import { DEMO_IDS, DEMO_PASSWORD, PROJECT_ID } from '../../scripts/seed.mjs';

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

const DAY_MS = 86_400_000;

/** The Firestore timestamp `n` days before now. */
export const daysAgo = (n: number) => Timestamp.fromMillis(Date.now() - n * DAY_MS);

/** Saves `uid`'s notification preferences as the app's settings card does. */
export async function setPreferences(uid: string, kinds: Record<string, string>): Promise<void> {
  await adminDb().doc(`notification_preferences/${uid}`).set({ kinds, updatedAt: Timestamp.now() });
}

/** The app's address the mails link to (APP_BASE_URL's default). */
export const APP_BASE = 'http://localhost:5173';
/** The last line of every mail's text: where to change what you get. */
export const SETTINGS_LINE = `Choose which e-mails you get: ${APP_BASE}/app/account/general`;

/** A mail as the server writes it. */
export interface StoredMail {
  id: string;
  to: string[];
  message: { subject: string; text: string; html: string };
}

/** The mails about record `ref` (their `event.ref`), only of event `type` when given, by id. */
export async function storedMails(ref: string, type?: string): Promise<StoredMail[]> {
  const about = adminDb().collection('mail').where('event.ref', '==', ref);
  const snap = await (type ? about.where('event.type', '==', type) : about).get();
  return snap.docs
    .map((d) => ({ ...(d.data() as Omit<StoredMail, 'id'>), id: d.id }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** When the notification tests' records happened. */
export const EVENT_AT = Timestamp.fromDate(new Date('2026-11-20T15:00:00Z'));

/** An approval request's history entry in the rules' shape, by `by` (named by its uid). */
export const historyEntry = (by: string, from: string, to: string, notes = '') => ({
  by,
  byName: by,
  at: EVENT_AT,
  from,
  to,
  notes,
  changes: [] as object[],
});

/**
 * Approval request `id` stored as the app stores it: the Owner's "Harbor Festival" event for the
 * North Truck, in `status` with `history`; `extra` adds fields (its assignee).
 */
export async function storeApprovalRequest(
  id: string,
  status: string,
  history: object[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  await adminDb()
    .doc(`approvals/${id}`)
    .set({
      formId: 'event',
      name: 'Harbor Festival',
      status,
      userId: 'demo-owner',
      territoryId: DEMO_IDS.territories.north,
      franchiseeLocationId: DEMO_IDS.locations.northTruck,
      franchiseeLocationName: 'North Truck',
      history,
      createdAt: EVENT_AT,
      updatedAt: EVENT_AT,
      ...extra,
    });
}

afterAll(async () => {
  await Promise.all(webApps.splice(0).map((app) => deleteApp(app)));
  if (admin) {
    await admin.db.terminate();
    await deleteAdminApp(admin.app);
    admin = null;
  }
});
