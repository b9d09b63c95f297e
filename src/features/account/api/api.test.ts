import type { User } from 'firebase/auth';
import {
  reauthenticateWithCredential,
  verifyBeforeUpdateEmail,
  updatePassword as setAuthPassword,
} from 'firebase/auth';
import { doc, getDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { auth, db } from '@/lib/firebase';
import { emptyNotificationSettings } from '../schemas';
import { SIGNED_OUT_MESSAGE } from './current-user';
import { getTeamContacts, updateTeamContacts } from './team-contacts';
import { updatePassword } from './update-password';
import { updateProfile, type UpdateProfileInput } from './update-profile';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null }, db: { name: 'db' } }));
// The auth feature's index (reached through ../schemas) starts Firebase Auth on import.
vi.mock('@/lib/firebaseAuth', () => ({ app: {}, auth: { currentUser: null } }));
vi.mock('firebase/auth', () => ({
  verifyBeforeUpdateEmail: vi.fn(),
  updatePassword: vi.fn(),
  reauthenticateWithCredential: vi.fn(),
  EmailAuthProvider: {
    credential: (email: string, password: string) => ({ email, password }),
  },
}));
vi.mock('firebase/firestore', () => ({
  doc: vi.fn((_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` })),
  getDoc: vi.fn(),
  updateDoc: vi.fn(),
  writeBatch: vi.fn(),
  serverTimestamp: vi.fn(() => 'SERVER_TIME'),
}));

const calls: string[] = [];
const getIdToken = vi.fn(async () => {
  calls.push('getIdToken');
  return 'token';
});
const mutableAuth = auth as { currentUser: User | null };

beforeEach(() => {
  vi.clearAllMocks();
  calls.length = 0;
  mutableAuth.currentUser = { uid: 'u1', email: 'jane@example.com', getIdToken } as unknown as User;
  vi.mocked(verifyBeforeUpdateEmail).mockImplementation(
    async () => void calls.push('verifyBeforeUpdateEmail'),
  );
  vi.mocked(updateDoc).mockImplementation(async () => void calls.push('updateDoc'));
  vi.mocked(setAuthPassword).mockImplementation(async () => void calls.push('updatePassword'));
  vi.mocked(reauthenticateWithCredential).mockImplementation(async () => {
    calls.push('reauthenticate');
    return {} as Awaited<ReturnType<typeof reauthenticateWithCredential>>;
  });
});

const profile: UpdateProfileInput = {
  uid: 'u1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  mobile: '5551234567',
  timezone: 'EST',
};

describe('updateProfile', () => {
  it('writes users/{uid} with updatedAt and refreshes the token', async () => {
    await updateProfile(profile);
    expect(doc).toHaveBeenCalledWith({ name: 'db' }, 'users', 'u1');
    expect(updateDoc).toHaveBeenCalledWith(
      { path: 'users/u1' },
      {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        mobile: '5551234567',
        timezone: 'EST',
        updatedAt: 'SERVER_TIME',
      },
    );
    expect(verifyBeforeUpdateEmail).not.toHaveBeenCalled();
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(calls).toEqual(['updateDoc', 'getIdToken']);
  });

  it('treats a change of letter case as the same email', async () => {
    await updateProfile({ ...profile, email: 'Jane@Example.com' });
    expect(verifyBeforeUpdateEmail).not.toHaveBeenCalled();
  });

  it('sends a verification link for a new email and keeps the sign-in email on the profile', async () => {
    const result = await updateProfile({ ...profile, email: 'new@example.com' });
    expect(verifyBeforeUpdateEmail).toHaveBeenCalledWith(
      mutableAuth.currentUser,
      'new@example.com',
    );
    expect(calls).toEqual(['verifyBeforeUpdateEmail', 'updateDoc', 'getIdToken']);
    expect(vi.mocked(updateDoc).mock.calls[0][1]).toMatchObject({ email: 'jane@example.com' });
    expect(result).toEqual({ verificationSentTo: 'new@example.com' });
  });

  it('stores the sign-in email once the link has changed it', async () => {
    mutableAuth.currentUser = {
      uid: 'u1',
      email: 'new@example.com',
      getIdToken,
    } as unknown as User;
    const result = await updateProfile({ ...profile, email: 'new@example.com' });
    expect(verifyBeforeUpdateEmail).not.toHaveBeenCalled();
    expect(vi.mocked(updateDoc).mock.calls[0][1]).toMatchObject({ email: 'new@example.com' });
    expect(result).toEqual({ verificationSentTo: null });
  });

  it('leaves the profile document alone when the email change is refused', async () => {
    vi.mocked(verifyBeforeUpdateEmail).mockRejectedValue(new Error('auth/requires-recent-login'));
    await expect(updateProfile({ ...profile, email: 'new@example.com' })).rejects.toThrow(
      'auth/requires-recent-login',
    );
    expect(updateDoc).not.toHaveBeenCalled();
  });

  it('refuses when the signed-in user is not the one the form belongs to', async () => {
    mutableAuth.currentUser = null;
    await expect(updateProfile(profile)).rejects.toThrow(SIGNED_OUT_MESSAGE);
    mutableAuth.currentUser = { uid: 'other', getIdToken } as unknown as User;
    await expect(updateProfile(profile)).rejects.toThrow(SIGNED_OUT_MESSAGE);
    expect(updateDoc).not.toHaveBeenCalled();
  });
});

describe('updatePassword', () => {
  it('checks the current password, sets the new one, then refreshes the token', async () => {
    await updatePassword({ uid: 'u1', currentPassword: 'old-one', password: 'secret123' });
    expect(reauthenticateWithCredential).toHaveBeenCalledWith(mutableAuth.currentUser, {
      email: 'jane@example.com',
      password: 'old-one',
    });
    expect(setAuthPassword).toHaveBeenCalledWith(mutableAuth.currentUser, 'secret123');
    expect(calls).toEqual(['reauthenticate', 'updatePassword', 'getIdToken']);
    expect(getIdToken).toHaveBeenCalledWith(true);
  });

  it('does not refresh when the change fails', async () => {
    vi.mocked(setAuthPassword).mockRejectedValue(new Error('nope'));
    await expect(
      updatePassword({ uid: 'u1', currentPassword: 'old-one', password: 'secret123' }),
    ).rejects.toThrow('nope');
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('changes nothing when the current password is wrong', async () => {
    vi.mocked(reauthenticateWithCredential).mockRejectedValue(
      Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' }),
    );
    await expect(
      updatePassword({ uid: 'u1', currentPassword: 'guess', password: 'secret123' }),
    ).rejects.toThrow('wrong');
    expect(setAuthPassword).not.toHaveBeenCalled();
  });
});

describe('team contacts', () => {
  const snap = (data: unknown) => ({ data: () => data }) as Awaited<ReturnType<typeof getDoc>>;

  it('reads the three documents, missing ones as empty', async () => {
    vi.mocked(getDoc).mockImplementation(async (ref) => {
      const path = (ref as unknown as { path: string }).path;
      if (path === 'team_contacts/orders') return snap({ email: 'o@x.com', phone: '5551234567' });
      if (path === 'team_contacts/compliance') return snap({ email: 'c@x.com', phone: 42 });
      return snap(undefined);
    });
    expect(await getTeamContacts(db)).toEqual({
      ...emptyNotificationSettings,
      ordersTeamEmail: 'o@x.com',
      ordersTeamPhone: '5551234567',
      complianceTeamEmail: 'c@x.com',
    });
  });

  it('writes the three documents in one batch', async () => {
    const set = vi.fn();
    const commit = vi.fn(async () => undefined);
    vi.mocked(writeBatch).mockReturnValue({ set, commit } as unknown as ReturnType<
      typeof writeBatch
    >);
    await updateTeamContacts(db, {
      ordersTeamEmail: 'o@x.com',
      ordersTeamPhone: '5551234567',
      fulfillmentTeamEmail: '',
      fulfillmentTeamPhone: '',
      complianceTeamEmail: 'c@x.com',
      complianceTeamPhone: '5559876543',
    });
    expect(writeBatch).toHaveBeenCalledTimes(1);
    expect(writeBatch).toHaveBeenCalledWith(db);
    expect(set.mock.calls).toEqual([
      [
        { path: 'team_contacts/orders' },
        { email: 'o@x.com', phone: '5551234567', updatedAt: 'SERVER_TIME' },
        { merge: true },
      ],
      [
        { path: 'team_contacts/fulfillment' },
        { email: '', phone: '', updatedAt: 'SERVER_TIME' },
        { merge: true },
      ],
      [
        { path: 'team_contacts/compliance' },
        { email: 'c@x.com', phone: '5559876543', updatedAt: 'SERVER_TIME' },
        { merge: true },
      ],
    ]);
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
