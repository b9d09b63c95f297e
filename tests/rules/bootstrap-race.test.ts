import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { ensureUserProfile } from '../../src/features/auth/api/ensure-user-profile';
import { firestoreHost, PROJECT_ID as projectId } from './rulesFile';

// Drives the app's real sign-up code through the real rules (loaded by ./global-setup.ts):
// concurrency is the point here.
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

let env: RulesTestEnvironment;
const apps: FirebaseApp[] = [];

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId,
    firestore: firestoreHost,
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await env.cleanup();
});

beforeEach(() => env.clearFirestore());

async function signUp(name: string) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `${name}-${Date.now()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, firestoreHost.host, firestoreHost.port);
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@race.test`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'secret123');
  return { db, user };
}

describe('first sign-up bootstrap', () => {
  it('makes exactly one Fulfillment when five people sign up at the same moment', async () => {
    const people = await Promise.all(['a', 'b', 'c', 'd', 'e'].map(signUp));
    await Promise.all(people.map(({ db, user }) => ensureUserProfile(db, user)));

    let roles: (string | null)[] = [];
    await env.withSecurityRulesDisabled(async (ctx) => {
      const snap = await ctx.firestore().collection('users').get();
      roles = snap.docs.map((d) => d.get('role') as string | null);
    });
    expect(roles).toHaveLength(5);
    expect(roles.filter((role) => role === 'fulfillment')).toHaveLength(1);
    expect(roles.filter((role) => role === null)).toHaveLength(4);
  });

  it('gives a later sign-up no role', async () => {
    const first = await signUp('first');
    await ensureUserProfile(first.db, first.user);
    const later = await signUp('later');
    await ensureUserProfile(later.db, later.user, { firstName: 'Lee', lastName: 'Ray' });

    let profile: unknown;
    await env.withSecurityRulesDisabled(async (ctx) => {
      profile = (await ctx.firestore().doc(`users/${later.user.uid}`).get()).data();
    });
    expect(profile).toMatchObject({ role: null, firstName: 'Lee', lastName: 'Ray' });
  });
});
