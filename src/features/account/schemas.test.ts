import type { AnySchema } from 'yup';
import { ValidationError } from 'yup';
import {
  emptyNotificationSettings,
  notificationSettingsSchema,
  passwordSchema,
  profileFormValues,
  profileSchema,
  toNotificationSettings,
  toProfileValues,
  type NotificationSettings,
  type ProfileFormValues,
} from './schemas';

/** The first message per field, as Formik shows them. */
async function errorsOf(schema: AnySchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in out)) out[inner.path] = inner.message;
    }
    return out;
  }
}

const long = (n: number) => 'a'.repeat(n);

describe('profileSchema', () => {
  const valid: ProfileFormValues = {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.com',
    mobile: '5551234567',
    timezone: 'EST',
  };
  const check = (patch: Partial<ProfileFormValues>) =>
    errorsOf(profileSchema, { ...valid, ...patch });

  it('accepts a complete profile, with or without a mobile', async () => {
    expect(await check({})).toEqual({});
    expect(await check({ mobile: '' })).toEqual({});
    expect(await check({ mobile: undefined })).toEqual({});
  });

  it('requires first and last name, blank counting as empty', async () => {
    expect(await check({ firstName: '' })).toEqual({ firstName: 'First name is required' });
    expect(await check({ firstName: '   ' })).toEqual({ firstName: 'First name is required' });
    expect(await check({ lastName: '' })).toEqual({ lastName: 'Last name is required' });
  });

  it('limits names to 255 characters', async () => {
    expect(await check({ firstName: long(255), lastName: long(255) })).toEqual({});
    expect(await check({ firstName: long(256) })).toEqual({
      firstName: 'Must be at most 255 characters',
    });
    expect(await check({ lastName: long(256) })).toEqual({
      lastName: 'Must be at most 255 characters',
    });
  });

  it('requires a valid email of at most 255 characters', async () => {
    expect(await check({ email: '' })).toEqual({ email: 'Email is required' });
    expect(await check({ email: 'not-an-email' })).toEqual({ email: 'Must be a valid email' });
    expect(await check({ email: '  jane@example.com  ' })).toEqual({});
    expect(await check({ email: `${long(250)}@x.com` })).toEqual({
      email: 'Must be at most 255 characters',
    });
  });

  it('requires one of the four timezones', async () => {
    expect(await check({ timezone: '' })).toEqual({ timezone: 'Timezone is required' });
    expect(await check({ timezone: 'UTC' as ProfileFormValues['timezone'] })).toEqual({
      timezone: 'Timezone is required',
    });
    for (const timezone of ['PST', 'MST', 'CST', 'EST'] as const) {
      expect(await check({ timezone })).toEqual({});
    }
  });

  it('refuses a partial mobile number', async () => {
    expect(await check({ mobile: '555123' })).toEqual({ mobile: 'Invalid phone number' });
  });
});

describe('profile values', () => {
  it('fills the form from the profile, defaulting the timezone to EST', () => {
    expect(profileFormValues({ firstName: 'Jane' })).toEqual({
      firstName: 'Jane',
      lastName: '',
      email: '',
      mobile: '',
      timezone: 'EST',
    });
    expect(profileFormValues({ mobile: '(555) 123-4567', timezone: 'PST' })).toMatchObject({
      mobile: '5551234567',
      timezone: 'PST',
    });
  });

  it('trims names and email before saving', () => {
    expect(
      toProfileValues({
        firstName: '  Jane ',
        lastName: ' Doe  ',
        email: ' jane@example.com ',
        mobile: '5551234567',
        timezone: 'CST',
      }),
    ).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      mobile: '5551234567',
      timezone: 'CST',
    });
  });
});

describe('passwordSchema', () => {
  const check = (password: string, passwordConfirmation: string, currentPassword = 'old-one') =>
    errorsOf(passwordSchema, { currentPassword, password, passwordConfirmation });

  it('accepts matching passwords of 6 to 255 characters', async () => {
    expect(await check('secret', 'secret')).toEqual({});
    expect(await check(long(255), long(255))).toEqual({});
  });

  it('requires every field, the current password too', async () => {
    expect(await check('', '')).toEqual({ password: 'Required', passwordConfirmation: 'Required' });
    expect(await check('secret1', 'secret1', '')).toEqual({ currentPassword: 'Required' });
    expect(await check('secret1', '')).toEqual({ passwordConfirmation: 'Required' });
  });

  it('limits the length', async () => {
    expect(await check('short', 'short')).toEqual({ password: 'Must be at least 6 characters' });
    expect(await check(long(256), long(256))).toEqual({
      password: 'Must be at most 255 characters',
    });
  });

  it('needs the confirmation to match', async () => {
    expect(await check('secret1', 'secret2')).toEqual({
      passwordConfirmation: 'Passwords must match',
    });
  });
});

describe('notificationSettingsSchema', () => {
  const check = (patch: Partial<NotificationSettings>) =>
    errorsOf(notificationSettingsSchema, { ...emptyNotificationSettings, ...patch });

  it('allows every field empty', async () => {
    expect(await check({})).toEqual({});
    // Formik passes empty strings to Yup as undefined.
    expect(await errorsOf(notificationSettingsSchema, {})).toEqual({});
  });

  it('accepts valid emails and 10-digit phones', async () => {
    expect(
      await check({
        ordersTeamEmail: 'orders@example.com',
        ordersTeamPhone: '5551234567',
        fulfillmentTeamEmail: 'ship@example.com',
        fulfillmentTeamPhone: '5559876543',
        complianceTeamEmail: ' audit@example.com ',
        complianceTeamPhone: '5550001111',
      }),
    ).toEqual({});
  });

  it.each(['ordersTeamEmail', 'fulfillmentTeamEmail', 'complianceTeamEmail'] as const)(
    'checks %s',
    async (field) => {
      expect(await check({ [field]: 'nope' })).toEqual({ [field]: 'Must be a valid email' });
      expect(await check({ [field]: `${long(250)}@x.com` })).toEqual({
        [field]: 'Must be at most 255 characters',
      });
    },
  );

  it.each(['ordersTeamPhone', 'fulfillmentTeamPhone', 'complianceTeamPhone'] as const)(
    'checks %s has exactly 10 digits',
    async (field) => {
      expect(await check({ [field]: '12345' })).toEqual({ [field]: 'Invalid phone number' });
      expect(await check({ [field]: '55512345678' })).toEqual({ [field]: 'Invalid phone number' });
      expect(await check({ [field]: '555123456a' })).toEqual({ [field]: 'Invalid phone number' });
    },
  );

  it('trims emails and keeps phone digits before saving', () => {
    expect(
      toNotificationSettings({
        ...emptyNotificationSettings,
        ordersTeamEmail: ' orders@example.com ',
        ordersTeamPhone: '(555) 123-4567',
      }),
    ).toEqual({
      ...emptyNotificationSettings,
      ordersTeamEmail: 'orders@example.com',
      ordersTeamPhone: '5551234567',
    });
  });
});
