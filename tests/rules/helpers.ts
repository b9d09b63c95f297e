/**
 * Shared harness for the security rules tests (tests/rules/*.test.ts).
 *
 * `setupRulesTests()` creates one RulesTestEnvironment per test file against the Firestore
 * emulator named by FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080), whose `firestore.rules` the
 * suite's global set-up loaded once, clears Firestore before every test and seeds one user per
 * persona: each of the five roles, a waiting user (no role) and a disabled user. Permissions are the
 * app's own `resolvePermissions` output, so rules are tested against the map the app really stores.
 */
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  ROLE_NAMES,
  resolvePermissions,
  type PermissionMap,
  type Role,
} from '../../src/domain/permissions';
import {
  firestoreHost,
  hostAndPort,
  loadFirestoreRules,
  PROJECT_ID,
  RULES_PER_FILE,
  saveFirestoreCoverage,
} from './rulesFile';

export { PROJECT_ID };

export const NORTH_LOCATION = 'loc-north';
export const SOUTH_LOCATION = 'loc-south';
export const NORTH_TERRITORY = 'territory-north';

/** A seeded identity: `who` reads naturally in test names ("lets a Manager ..."). */
export interface PersonaInfo {
  uid: string;
  who: string;
  role: Role | null;
  disabled: boolean;
  franchiseeLocationId: string;
  territoryIds: string[];
}

export const PERSONAS = {
  superAdmin: persona('super-admin', 'a Super Admin', 'superAdmin'),
  fulfillment: persona('fulfillment', 'a Fulfillment user', 'fulfillment'),
  franchiseeOwner: persona('owner', 'a Franchisee Owner', 'franchiseeOwner', NORTH_LOCATION),
  manager: persona('manager', 'a Manager', 'manager', NORTH_LOCATION),
  employee: persona('employee', 'an Employee', 'employee', NORTH_LOCATION),
  waiting: persona('waiting', 'a waiting user (no role)', null),
  disabled: {
    ...persona('disabled', 'a disabled Manager', 'manager', NORTH_LOCATION),
    disabled: true,
  },
} satisfies Record<string, PersonaInfo>;

export type Persona = keyof typeof PERSONAS;
export const ALL_PERSONAS = Object.keys(PERSONAS) as Persona[];
/** Personas whose access comes from an active role. */
export const ROLE_PERSONAS: Persona[] = [
  'superAdmin',
  'fulfillment',
  'franchiseeOwner',
  'manager',
  'employee',
];

/** The corporate roles: they see and act across every territory. */
export const TOP_PERSONAS: Persona[] = ['superAdmin', 'fulfillment'];
/** The franchise's own staff: their territory and location only. */
export const STAFF_PERSONAS: Persona[] = ['franchiseeOwner', 'manager', 'employee'];

function persona(uid: string, who: string, role: Role | null, location = ''): PersonaInfo {
  return {
    uid,
    who,
    role,
    disabled: false,
    franchiseeLocationId: location,
    territoryIds: location ? [NORTH_TERRITORY] : [],
  };
}

export const emailOf = (uid: string) => `${uid}@rules.test`;

export const CREATED_AT = Timestamp.fromDate(new Date('2026-01-05T12:00:00Z'));

/** A complete users/{uid} document as the app stores it (user.ts UserProfile without id). */
export function userDoc(
  uid: string,
  role: Role | null,
  overrides: DocumentData & { permissionOverrides?: PermissionMap } = {},
): DocumentData {
  const permissionOverrides = overrides.permissionOverrides ?? {};
  return {
    email: emailOf(uid),
    firstName: 'Test',
    lastName: uid,
    mobile: '',
    avatar: '',
    timezone: 'EST',
    smsOptIn: true,
    tier: 'Premium',
    role,
    roleName: role ? ROLE_NAMES[role] : '',
    permissions: resolvePermissions(role, permissionOverrides),
    permissionOverrides,
    disabled: false,
    territoryIds: [],
    assignedTerritories: [],
    franchiseeLocationId: '',
    location: '',
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

/**
 * A persona as the app's writes name their author (`by`, `byName`): the rules check the name
 * against the author's user document (README "Who edits a compliance report").
 */
export function actorOf(name: Persona): { uid: string; name: string } {
  const { uid } = PERSONAS[name];
  return { uid, name: `Test ${uid}` };
}

export function personaDoc(name: Persona): DocumentData {
  const p = PERSONAS[name];
  return userDoc(p.uid, p.role, {
    disabled: p.disabled,
    territoryIds: p.territoryIds,
    assignedTerritories: p.territoryIds,
    franchiseeLocationId: p.franchiseeLocationId,
    location: p.franchiseeLocationId ? `Location ${p.franchiseeLocationId}` : '',
  });
}

/**
 * The compat Firestore of a test context used through the modular API. `doc()` and friends unwrap
 * compat instances (getModularInstance), so this cast only bridges the two type declarations.
 */
function modular(ctx: RulesTestContext): Firestore {
  return ctx.firestore() as unknown as Firestore;
}

/** The same bridge for Storage: `ref()` unwraps the compat instance. */
function modularStorage(ctx: RulesTestContext): FirebaseStorage {
  return ctx.storage() as unknown as FirebaseStorage;
}

export interface RulesHarness {
  env(): RulesTestEnvironment;
  /** Firestore as a seeded persona, or as any uid (token e-mail `<uid>@rules.test` unless given). */
  db(who: Persona | { uid: string; email?: string | null }): Firestore;
  /** Firestore as a signed-out caller. */
  anonDb(): Firestore;
  /** Storage as a seeded persona (only when set up with storage). */
  storage(who: Persona): FirebaseStorage;
  anonStorage(): FirebaseStorage;
  /** Writes documents with rules disabled: `{ 'users/x': {...}, ... }`. */
  seed(docs: Record<string, DocumentData>): Promise<void>;
  /** Reads a document with rules disabled (undefined when missing). */
  peek(path: string): Promise<DocumentData | undefined>;
  /** Uploads a file with rules disabled (Storage set-ups only). */
  seedFile(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

export interface SetupOptions {
  /** Storage emulator "host:port"; when given, the environment also covers Storage. */
  storageHost?: string;
  /**
   * Test-only match blocks appended inside `match /databases/{database}/documents`, to exercise
   * shared helper functions (e.g. inMyTerritory) before a collection uses them.
   */
  extraFirestoreRules?: string;
}

/** Registers the per-file lifecycle hooks and returns accessors for the current environment. */
export function setupRulesTests(options: SetupOptions = {}): RulesHarness {
  let testEnv: RulesTestEnvironment | undefined;
  const env = () => {
    if (!testEnv) throw new Error('Rules test environment is not initialised');
    return testEnv;
  };

  // Test-only rules get their own project so they never mix with the deployed rules' coverage.
  const projectId = options.extraFirestoreRules ? `${PROJECT_ID}-probe` : PROJECT_ID;
  let testPath: string | undefined;

  beforeAll(async () => {
    testPath = expect.getState().testPath;
    testEnv = await initializeTestEnvironment({
      projectId,
      // The deployed rules are loaded once for the suite (./global-setup.ts); a file with
      // test-only rules loads its own into its own project.
      firestore: {
        ...firestoreHost,
        ...(options.extraFirestoreRules || RULES_PER_FILE
          ? { rules: loadFirestoreRules(options.extraFirestoreRules) }
          : {}),
      },
      ...(options.storageHost
        ? {
            storage: {
              rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'),
              ...hostAndPort(options.storageHost),
            },
          }
        : {}),
    });
  });

  afterAll(async () => {
    await testEnv?.cleanup();
    if (RULES_PER_FILE && !options.extraFirestoreRules) await saveFirestoreCoverage(testPath);
  });

  const seed = async (docs: Record<string, DocumentData>) => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modular(ctx);
      await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
    });
  };

  beforeEach(async () => {
    await env().clearFirestore();
    if (options.storageHost) await env().clearStorage();
    await seed(
      Object.fromEntries(
        ALL_PERSONAS.map((name) => [`users/${PERSONAS[name].uid}`, personaDoc(name)]),
      ),
    );
  });

  const context = (who: Persona | { uid: string; email?: string | null }) => {
    const { uid, email } =
      typeof who === 'string' ? { uid: PERSONAS[who].uid, email: undefined } : who;
    const tokenEmail = email === undefined ? emailOf(uid) : email;
    return env().authenticatedContext(uid, tokenEmail === null ? {} : { email: tokenEmail });
  };

  return {
    env,
    db: (who) => modular(context(who)),
    anonDb: () => modular(env().unauthenticatedContext()),
    storage: (who) => modularStorage(context(who)),
    anonStorage: () => modularStorage(env().unauthenticatedContext()),
    seed,
    peek: async (path) => {
      let data: DocumentData | undefined;
      await env().withSecurityRulesDisabled(async (ctx) => {
        const snap = await ctx.firestore().doc(path).get();
        data = snap.data();
      });
      return data;
    },
    seedFile: async (path, bytes, contentType) => {
      await env().withSecurityRulesDisabled(async (ctx) => {
        await uploadBytes(ref(modularStorage(ctx), path), bytes, { contentType });
      });
    },
  };
}

/** A string of `length` characters, for over-long field tests. */
export const longString = (length: number) => 'x'.repeat(length);
