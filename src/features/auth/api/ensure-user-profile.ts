import type { User } from 'firebase/auth';
import { runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { ROLE_NAMES, resolvePermissions, type Role } from '@/domain/permissions';
import { appConfigDoc } from '@/data/settings';
import { DEFAULT_TIMEZONE, userDoc } from '@/data/users';

/** The app_config document the first user's profile creates beside itself (see below). */
const BOOTSTRAP_DOC_ID = 'bootstrap';

export interface NewProfileFields {
  firstName?: string;
  lastName?: string;
}

function splitDisplayName(name: string | null): NewProfileFields {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Creates `users/{uid}` on first sign-in. The first user ever becomes Fulfillment; everyone after
 * gets no role (DESIGN.md). The transaction creates `app_config/bootstrap` alongside the first
 * profile, so two simultaneous first sign-ups cannot both see "no bootstrap": the loser's commit
 * fails its precondition, retries, and then takes the no-role path. Rules check the same pairing.
 * When the rules are evaluated against the winner's commit before the conflict is detected (the
 * emulator does this), the loser's commit comes back `permission-denied` instead of being retried;
 * one more run then reads the bootstrap and writes a no-role profile. Answers true when it created
 * a profile waiting for a role (the caller then tells those who assign roles: announceSignUp).
 */
export async function ensureUserProfile(
  db: Firestore,
  user: Pick<User, 'uid' | 'email' | 'displayName' | 'photoURL'>,
  fields: NewProfileFields = {},
): Promise<boolean> {
  const userRef = userDoc(db, user.uid);
  const bootstrapRef = appConfigDoc(db, BOOTSTRAP_DOC_ID);
  const names = fields.firstName || fields.lastName ? fields : splitDisplayName(user.displayName);
  let claimedBootstrap = false;
  const attempt = () =>
    runTransaction(db, async (tx) => {
      claimedBootstrap = false;
      const existing = await tx.get(userRef);
      if (existing.exists()) return false;
      const bootstrap = await tx.get(bootstrapRef);
      const role: Role | null = bootstrap.exists() ? null : 'fulfillment';
      claimedBootstrap = role !== null;
      tx.set(userRef, {
        email: (user.email ?? '').trim(),
        firstName: (names.firstName ?? '').trim().slice(0, 255),
        lastName: (names.lastName ?? '').trim().slice(0, 255),
        mobile: '',
        avatar: user.photoURL ?? '',
        timezone: DEFAULT_TIMEZONE,
        smsOptIn: true,
        tier: 'Premium',
        role,
        roleName: role ? ROLE_NAMES[role] : '',
        permissions: resolvePermissions(role),
        permissionOverrides: {},
        disabled: false,
        territoryIds: [],
        assignedTerritories: [],
        franchiseeLocationId: '',
        location: '',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      if (role) tx.set(bootstrapRef, { firstUserId: user.uid, createdAt: serverTimestamp() });
      return role === null;
    });
  try {
    return await attempt();
  } catch (error) {
    const lostBootstrapRace =
      claimedBootstrap && (error as { code?: unknown }).code === 'permission-denied';
    if (!lostBootstrapRace) throw error;
    return attempt();
  }
}
