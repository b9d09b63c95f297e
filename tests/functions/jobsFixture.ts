/**
 * The scheduled jobs' emulator tests (tests/functions/jobs-*.test.ts): each file arranges its own
 * territory, locations and people with the Admin SDK, under ids of its own, so the seed's data
 * never mixes into what it checks; the jobs also mail about the seed, which these tests leave
 * aside by reading back only the mails about their own records.
 */
import { resolvePermissions, type Role } from '../../src/domain/permissions';
import { adminDb } from './support';

/** A Monday: the weekly mails go out with the daily ones. */
export const DAY = '2026-11-30';
export const NOON_MS = Date.parse(`${DAY}T12:00:00Z`);
export const DAY_MS = 86_400_000;

export interface Person {
  uid: string;
  email: string;
}

/** Writes users/{uid} with the role's preset permissions in `territoryIds`. */
export async function arrangeUser(
  uid: string,
  role: Role,
  territoryIds: string[],
  extra: Record<string, unknown> = {},
): Promise<Person> {
  const email = `${uid}@jobs.test`;
  await adminDb()
    .doc(`users/${uid}`)
    .set({
      email,
      firstName: uid,
      lastName: 'Test',
      role,
      permissions: resolvePermissions(role),
      permissionOverrides: {},
      territoryIds,
      disabled: false,
      ...extra,
    });
  return { uid, email };
}

/** A territory of the test's own, owned by `owner`. */
async function arrangeTerritory(id: string, owner: Person): Promise<void> {
  await adminDb()
    .doc(`territories/${id}`)
    .set({
      name: id,
      user_id: owner.uid,
      user_email: owner.email,
      userIds: [owner.uid],
    });
}

/** An enabled franchise location of `territoryId`. */
async function arrangeLocation(id: string, territoryId: string): Promise<void> {
  await adminDb().doc(`franchise_locations/${id}`).set({
    name: id,
    territoryId,
    territoryName: territoryId,
    type: 'restaurant',
    enabled: true,
    inspectionFrequencyDays: 30,
  });
}

/**
 * A territory of the test's own with its owner (a Franchisee Owner there, returned) and its
 * enabled locations `locationIds`.
 */
export async function arrangeOwnedTerritory(
  territoryId: string,
  ownerUid: string,
  locationIds: readonly string[] = [],
): Promise<Person> {
  const owner = await arrangeUser(ownerUid, 'franchiseeOwner', [territoryId]);
  await arrangeTerritory(territoryId, owner);
  await Promise.all(locationIds.map((id) => arrangeLocation(id, territoryId)));
  return owner;
}

/** The mails about the records `refs` (their `event.ref`), by id: what the test checks. */
export async function mailsAbout(refs: string[]): Promise<Record<string, string[]>> {
  const snap = await adminDb().collection('mail').where('event.ref', 'in', refs).get();
  return Object.fromEntries(
    snap.docs.map((d) => [d.id, [...(d.get('to') as string[])].sort()] as const).sort(),
  );
}

/** A job's result as run-job returns it. */
export interface JobRun {
  written: Record<string, number>;
  digestItems: number;
  alreadySent: number;
}
