import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
// Relative imports only, not '@/': the demo seed (scripts/seed.mjs) loads this module through
// Vite without the app's aliases.
import {
  AREAS,
  isRole,
  type Action,
  type Area,
  type PermissionMap,
  type Role,
} from '../domain/permissions';
import { COLLECTIONS } from './collections';
import { field, typedRefs } from './converter';

/*
 * users/{uid}: a person's profile, role, permissions and territories (spec 01 §3).
 * Its stored shape with the reader and converter, and its refs, taking the Firestore instance
 * (the browser's or, later, the server's). The raw refs serve writes (partial updates with
 * FieldValues); reads go through userProfiles / userProfileRef.
 */

export const usersCollection = (db: Firestore) => collection(db, COLLECTIONS.users);

export const userDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.users, id);

export const TIMEZONES = ['PST', 'MST', 'CST', 'EST'] as const;
export type Timezone = (typeof TIMEZONES)[number];
export const DEFAULT_TIMEZONE: Timezone = 'EST';

/** The `users/{uid}` document (spec 01 §3). `role` is null until someone with permission assigns one. */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  avatar: string;
  timezone: Timezone;
  smsOptIn: boolean;
  tier: string;
  role: Role | null;
  roleName: string;
  /** Resolved effective permissions: preset plus overrides. The map rules check. */
  permissions: PermissionMap;
  /** Explicit per-user overrides of the role preset. */
  permissionOverrides: PermissionMap;
  disabled: boolean;
  territoryIds: string[];
  assignedTerritories: string[];
  franchiseeLocationId: string;
  location: string;
}

function isTimezone(value: unknown): value is Timezone {
  return typeof value === 'string' && (TIMEZONES as readonly string[]).includes(value);
}

const isArea = (key: string): key is Area => Object.hasOwn(AREAS, key);
const isActionOf = (area: Area, key: string): key is Action =>
  AREAS[area].actions.some((action: string) => action === key);

/** A stored permission map, keeping only known areas, their actions and boolean values. */
export function readPermissionMap(value: unknown): PermissionMap {
  const map: PermissionMap = {};
  if (typeof value !== 'object' || value === null) return map;
  for (const [area, actions] of Object.entries(value)) {
    if (!isArea(area) || typeof actions !== 'object' || actions === null) continue;
    const entries: Partial<Record<Action, boolean>> = {};
    for (const [action, allowed] of Object.entries(actions)) {
      if (isActionOf(area, action) && typeof allowed === 'boolean') entries[action] = allowed;
    }
    map[area] = entries;
  }
  return map;
}

/** `users/{uid}` as the app uses it: every field present and of its type (the users converter). */
export function readUserProfile(data: DocumentData, id: string): UserProfile {
  return {
    id,
    email: field.text(data.email),
    firstName: field.text(data.firstName),
    lastName: field.text(data.lastName),
    mobile: field.text(data.mobile),
    avatar: field.text(data.avatar),
    timezone: isTimezone(data.timezone) ? data.timezone : DEFAULT_TIMEZONE,
    smsOptIn: field.flag(data.smsOptIn),
    tier: field.text(data.tier),
    role: isRole(data.role) ? data.role : null,
    roleName: field.text(data.roleName),
    permissions: readPermissionMap(data.permissions),
    permissionOverrides: readPermissionMap(data.permissionOverrides),
    disabled: field.flag(data.disabled),
    territoryIds: field.textList(data.territoryIds),
    assignedTerritories: field.textList(data.assignedTerritories),
    franchiseeLocationId: field.text(data.franchiseeLocationId),
    location: field.text(data.location),
  };
}

const userProfileRefs = typedRefs(usersCollection, userDoc, readUserProfile);

/** `users`, read as profiles (readUserProfile). */
export const userProfiles = userProfileRefs.collection;

/** One user's profile (readUserProfile). */
export const userProfileRef = userProfileRefs.doc;

/*
 * sign_up_notifications/{newUid}__{recipientUid}: "a new user waits for a role", one per person
 * who may give them one (issue 30). Written by the server only (functions/src/users); its
 * recipient reads it and adds their own uid to readRecipients (the header bell).
 */

export interface SignUpNotification {
  id: string;
  recipientId: string;
  /** The user who signed up (the bell opens their page). */
  userId: string;
  userName: string;
  userEmail: string;
  createdAt: Timestamp | null;
  readRecipients: string[];
}

export function readSignUpNotification(data: DocumentData, id: string): SignUpNotification {
  return {
    id,
    recipientId: field.text(data.recipientId),
    userId: field.text(data.userId),
    userName: field.text(data.userName),
    userEmail: field.text(data.userEmail),
    createdAt: field.timestamp(data.createdAt),
    readRecipients: field.textList(data.readRecipients),
  };
}

const signUpNotificationRefs = typedRefs(
  (db) => collection(db, COLLECTIONS.signUpNotifications),
  (db, id) => doc(db, COLLECTIONS.signUpNotifications, id),
  readSignUpNotification,
);

/** `sign_up_notifications`, read as notifications (readSignUpNotification). */
export const signUpNotifications = signUpNotificationRefs.collection;

/** One sign-up notification (its id: users/model/signUp.ts signUpNotificationId). */
export const signUpNotificationRef = signUpNotificationRefs.doc;
