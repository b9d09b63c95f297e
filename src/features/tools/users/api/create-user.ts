import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  signOut,
  type Auth,
} from 'firebase/auth';
import { ROLE_NAMES, resolvePermissions } from '@/features/auth';
import { emulatorHosts, firebaseConfig, useEmulators } from '@/lib/config';
import { db } from '@/lib/firebase';
import type { AccessFields, ProfileFields } from '../model/schemas';
import { createUserRecord } from './create-user-record';

export interface CreateUserInput extends ProfileFields, AccessFields {
  password: string;
}

const SECONDARY_APP = 'user-admin';
let secondaryAuth: Auth | null = null;

/**
 * A second Firebase app with its own Auth, so creating someone else's sign-in does not replace the
 * administrator's session (createUserWithEmailAndPassword signs the new account in on the Auth it
 * is given). In-memory persistence: the new account's session is never stored in the browser.
 */
function adminAuth(): Auth {
  if (secondaryAuth) return secondaryAuth;
  const app = getApps().some((a) => a.name === SECONDARY_APP)
    ? getApp(SECONDARY_APP)
    : initializeApp(firebaseConfig, SECONDARY_APP);
  secondaryAuth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (useEmulators)
    connectAuthEmulator(secondaryAuth, emulatorHosts.auth, { disableWarnings: true });
  return secondaryAuth;
}

/**
 * Creates the sign-in, then `users/{uid}` from the administrator's own session (the rules check
 * the administrator's permissions), with each chosen territory's `userIds` in the same batch
 * (create-user-record.ts). Returns the new uid. Same document shape as ensure-user-profile.ts,
 * with the chosen role's preset permissions.
 */
export async function createUser(input: CreateUserInput): Promise<string> {
  const auth = adminAuth();
  const credential = await createUserWithEmailAndPassword(auth, input.email, input.password);
  const uid = credential.user.uid;
  await signOut(auth);
  await createUserRecord(db, uid, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    mobile: input.mobile,
    avatar: '',
    timezone: input.timezone,
    smsOptIn: true,
    tier: 'Premium',
    role: input.role,
    roleName: input.role ? ROLE_NAMES[input.role] : '',
    permissions: resolvePermissions(input.role, {}),
    permissionOverrides: {},
    disabled: false,
    territoryIds: input.territoryIds,
    assignedTerritories: input.assignedTerritories,
    franchiseeLocationId: input.franchiseeLocationId,
    location: input.location,
  });
  return uid;
}
