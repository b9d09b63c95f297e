import { makeProfile } from '@/testing/renderWithSession';
import {
  emptyUserForm,
  messages,
  toAccessFields,
  toProfileFields,
  userFormValues,
  userSchema,
  type UserFormValues,
} from './schemas';

const valid: UserFormValues = {
  ...emptyUserForm,
  firstName: 'Nina',
  lastName: 'New',
  email: 'nina@example.com',
  password: 'secret1',
  role: 'manager',
};

async function errorsOf(values: Partial<UserFormValues>, isNew = true, canEditAccess = true) {
  try {
    await userSchema({ isNew, canEditAccess }).validate(
      { ...valid, ...values },
      { abortEarly: false },
    );
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('userSchema', () => {
  it('accepts a complete new user', async () => {
    expect(await errorsOf({})).toEqual([]);
  });

  it('requires names, email and role with the exact messages', async () => {
    expect(await errorsOf({ firstName: ' ', lastName: '', email: '', role: '' })).toEqual(
      expect.arrayContaining([
        messages.firstNameRequired,
        messages.lastNameRequired,
        messages.emailRequired,
        messages.roleRequired,
      ]),
    );
    expect(messages).toMatchObject({
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Must be a valid email',
      passwordTooShort: 'Must be at least 6 characters',
      roleRequired: 'Role is required',
    });
  });

  it('rejects a bad email and a short password', async () => {
    expect(await errorsOf({ email: 'nope' })).toEqual(['Must be a valid email']);
    expect(await errorsOf({ password: '12345' })).toEqual(['Must be at least 6 characters']);
  });

  it('rejects over-long names and a partial phone number', async () => {
    expect(await errorsOf({ lastName: 'x'.repeat(256) })).toEqual([messages.tooLong]);
    expect(await errorsOf({ mobile: '555' })).toEqual([messages.phoneInvalid]);
  });

  it('needs no password when editing and no role without Edit User Permissions', async () => {
    expect(await errorsOf({ password: '' }, false)).toEqual([]);
    expect(await errorsOf({ role: '' }, true, false)).toEqual([]);
  });
});

describe('form conversions', () => {
  it('reads a profile into form values', () => {
    const profile = makeProfile({
      role: 'employee',
      territoryIds: ['t1'],
      mobile: '(512) 555-0101',
    });
    expect(userFormValues(profile)).toMatchObject({
      role: 'employee',
      territoryIds: ['t1'],
      mobile: '5125550101',
      password: '',
    });
    expect(userFormValues(makeProfile({ role: null })).role).toBe('');
  });

  it('trims the profile fields', () => {
    expect(toProfileFields({ ...valid, firstName: ' Nina ', email: ' n@x.io ' })).toMatchObject({
      firstName: 'Nina',
      email: 'n@x.io',
    });
  });

  it('names the chosen territories and location', () => {
    const access = toAccessFields(
      { ...valid, territoryIds: ['t1', 't2', 't1'], franchiseeLocationId: 'l1' },
      [
        { id: 't1', name: 'North' },
        { id: 't2', name: 'Gulf' },
      ],
      [{ id: 'l1', name: 'Cafe' }],
    );
    expect(access).toEqual({
      role: 'manager',
      territoryIds: ['t1', 't2'],
      assignedTerritories: ['North', 'Gulf'],
      franchiseeLocationId: 'l1',
      location: 'Cafe',
    });
    expect(toAccessFields({ ...valid, role: '' }, [], []).location).toBe('');
  });
});
