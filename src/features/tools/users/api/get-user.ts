import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@/features/auth';
import { db } from '@/lib/firebase';
import { getUser } from './users-query';

export type UserState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; user: UserProfile };

const userKey = (id: string | undefined) => ['tools', 'user', id ?? ''] as const;

/** The number of users waiting for a role (the users list's badge). */
export const waitingCountKey = ['tools', 'users', 'waitingCount'] as const;

/**
 * Get a user (spec 01 §7) for the detail, edit and permissions pages. Not a live listener: the
 * pages that change a user refresh it (`useRefreshUser`), so the detail page shows a disable or
 * an edit at once.
 */
export function useUser(id: string | undefined): UserState {
  const user = useQuery({
    queryKey: userKey(id),
    queryFn: () => getUser(db, id ?? ''),
    enabled: Boolean(id),
  });
  if (!id) return { status: 'missing' };
  if (user.isPending) return { status: 'loading' };
  if (user.isError) {
    // Refused by the rules (out of scope) or offline: the page says it cannot be shown.
    console.error(user.error);
    return { status: 'error' };
  }
  return user.data ? { status: 'ready', user: user.data } : { status: 'missing' };
}

/**
 * Reads `id` again after a write (its pages show the stored user, not the form's values), and the
 * waiting count, which a role given or a user disabled changes.
 */
export function useRefreshUser(): (id: string) => Promise<void> {
  const client = useQueryClient();
  return (id) =>
    Promise.all([
      client.invalidateQueries({ queryKey: userKey(id) }),
      client.invalidateQueries({ queryKey: waitingCountKey }),
    ]).then(() => undefined);
}
