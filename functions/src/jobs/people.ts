/**
 * What every scheduled job shares, pure (functions/src/jobs, README "Deploying the schedules"):
 * a day's clock, day arithmetic, and who may receive a job's mail. A job's decisions are in its
 * own model module beside this one; its reads and writes in its server module (./jobMail.ts
 * writes the mail).
 */
import {
  hasPermission,
  isRole,
  TOP_ROLES,
  type Permission,
  type PermissionMap,
  type Role,
} from '@/domain/permissions';
import { scopeIncludes, territoryScope } from '@/domain/territoryScope';
import type { MailEventType, MailPerson } from '@/features/mail/model/buildMail';
import { resolveDelivery, type Delivery } from '@/features/mail/model/preferences';
import { text } from '../callInput';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Who the jobs' mail is written by (`createdBy` of the mail document). */
export const JOB_SENDER = 'scheduled-job';

/**
 * The moment a day's jobs judge by: 12:00 UTC of that day (07:00 or 08:00 in New York, after
 * every job's scheduled time), so a run for a given day decides the same whenever it runs.
 */
export const jobClock = (day: string): number => Date.parse(`${day}T12:00:00Z`);

/** `day` (yyyy-MM-dd) plus `n` calendar days. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The UTC calendar day of a moment (ms). */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Monday, the day the weekly mails (follow-up summary, digest) go out. */
export const isWeeklyDay = (day: string): boolean => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/**
 * A user as the jobs see them: `users/{uid}` with their notification preferences
 * (`notification_preferences/{uid}.kinds`) and their old e-mail opt-out.
 */
export interface JobUser {
  uid: string;
  email: string;
  name: string;
  role: Role | null;
  territoryIds: string[];
  permissions: PermissionMap;
  disabled: boolean;
  /** The stored `kinds` map of their notification preferences (null: none stored). */
  kinds: Record<string, unknown> | null;
  optedOut: boolean;
}

/**
 * A stored user document read for the jobs, with their preferences' `kinds` and `optedOut` from
 * `email_opt_outs/{uid}`.
 */
export function readJobUser(
  uid: string,
  data: Record<string, unknown>,
  preferences: { kinds: unknown; optedOut: boolean } = { kinds: null, optedOut: false },
): JobUser {
  const name = [text(data.firstName).trim(), text(data.lastName).trim()].filter(Boolean).join(' ');
  return {
    uid,
    email: text(data.email).trim(),
    name: name || text(data.email),
    role: isRole(data.role) ? data.role : null,
    territoryIds: Array.isArray(data.territoryIds)
      ? data.territoryIds.filter((t): t is string => typeof t === 'string')
      : [],
    permissions:
      data.permissions && typeof data.permissions === 'object'
        ? (data.permissions as PermissionMap)
        : {},
    disabled: data.disabled === true,
    kinds:
      preferences.kinds !== null && typeof preferences.kinds === 'object'
        ? (preferences.kinds as Record<string, unknown>)
        : null,
    optedOut: preferences.optedOut,
  };
}

/** Someone who can receive mail at all: enabled, with a role and an address. */
export const reachable = (user: JobUser): boolean =>
  !user.disabled && user.role !== null && user.email !== '';

/** Whether `user` holds `permission` for a record of `territoryId` (their territory scope). */
export const mayIn = (user: JobUser, territoryId: string, permission: Permission): boolean =>
  reachable(user) &&
  hasPermission(user.permissions, permission) &&
  scopeIncludes(territoryScope(user), territoryId);

/** The franchise roles (not the top roles) of `territoryId` holding `permission`. */
export const staffOf = (
  users: readonly JobUser[],
  territoryId: string,
  permission: Permission,
): JobUser[] =>
  users.filter(
    (u) =>
      u.role !== null &&
      !TOP_ROLES.includes(u.role) &&
      u.territoryIds.includes(territoryId) &&
      mayIn(u, territoryId, permission),
  );

/** The enabled Super Admins and Fulfillment users. */
export const topRoleUsers = (users: readonly JobUser[]): JobUser[] =>
  users.filter((u) => u.role !== null && TOP_ROLES.includes(u.role) && reachable(u));

/** The user of `uid` when they can receive mail. */
export const userOf = (users: readonly JobUser[], uid: string): JobUser | null =>
  users.find((u) => u.uid === uid && reachable(u)) ?? null;

/** Distinct users (first occurrence kept), null ones left out. */
export function distinct(list: readonly (JobUser | null)[]): JobUser[] {
  const seen = new Set<string>();
  return list.filter((u): u is JobUser => {
    if (!u || seen.has(u.uid)) return false;
    seen.add(u.uid);
    return true;
  });
}

/**
 * How `user` wants mail of `kind` (a stored digest item's kind included): their choice when it is
 * one offered for the kind, else "never" after the old opt-out and "immediately" otherwise, as
 * the callables read it (features/mail/model/preferences.ts resolveDelivery).
 */
export const deliveryFor = (user: JobUser, kind: string): Delivery =>
  resolveDelivery(user.kinds, user.optedOut, kind);

/** The people of a mail of `kind` (buildMail leaves out "never" and collects "digest"). */
export const mailPeople = (users: readonly JobUser[], kind: MailEventType): MailPerson[] =>
  users.map((u) => ({ uid: u.uid, email: u.email, delivery: deliveryFor(u, kind) }));
