/** Users for the jobs' model tests (not a test itself): each role with its preset permissions. */
import { resolvePermissions, type Role } from '@/domain/permissions';
import type { TeamEmails } from '@/features/mail/model/buildMail';
import type { JobUser } from './people';

export const TEAMS: TeamEmails = { orders: '', fulfillment: '', compliance: '' };
export const BASE = 'https://portal.test';

export function user(
  uid: string,
  role: Role | null,
  territoryIds: string[] = [],
  extra: Partial<JobUser> = {},
): JobUser {
  return {
    uid,
    email: `${uid}@x.test`,
    name: uid,
    role,
    territoryIds,
    permissions: resolvePermissions(role),
    disabled: false,
    kinds: null,
    optedOut: false,
    ...extra,
  };
}
