/**
 * Validation schemas of the account screens (spec 01 §5, spec 02 §5), with the form value types and
 * the pure conversions from form values to what the api modules save.
 */
import * as yup from 'yup';
import { TIMEZONES, DEFAULT_TIMEZONE, type Timezone, type UserProfile } from '@/features/auth';
import { PHONE_DIGITS, phoneDigits } from '@/components/PhoneField';

const MAX_LENGTH = 255;

const messages = {
  emailInvalid: 'Must be a valid email',
  emailRequired: 'Email is required',
  tooLong: `Must be at most ${MAX_LENGTH} characters`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  timezoneRequired: 'Timezone is required',
  phoneInvalid: 'Invalid phone number',
  passwordTooShort: 'Must be at least 6 characters',
  required: 'Required',
  passwordsMustMatch: 'Passwords must match',
} as const;

// Optional fields stay plain `string()`: Formik hands Yup empty strings as undefined.

/** Empty is allowed; anything else must be exactly 10 digits (PhoneField stores digits only). */
const optionalPhone = () =>
  yup.string().matches(new RegExp(`^\\d{${PHONE_DIGITS}}$`), {
    message: messages.phoneInvalid,
    excludeEmptyString: true,
  });

const optionalEmail = () =>
  yup.string().trim().email(messages.emailInvalid).max(MAX_LENGTH, messages.tooLong);

// ---------------------------------------------------------------------------------------------
// Profile (General tab)

export const profileSchema = yup.object({
  firstName: yup
    .string()
    .trim()
    .max(MAX_LENGTH, messages.tooLong)
    .required(messages.firstNameRequired),
  lastName: yup
    .string()
    .trim()
    .max(MAX_LENGTH, messages.tooLong)
    .required(messages.lastNameRequired),
  email: yup
    .string()
    .trim()
    .email(messages.emailInvalid)
    .max(MAX_LENGTH, messages.tooLong)
    .required(messages.emailRequired),
  mobile: optionalPhone(),
  // oneOf runs before required, so both carry the same message: the select offers only valid values.
  timezone: yup
    .string<Timezone | ''>()
    .oneOf([...TIMEZONES], messages.timezoneRequired)
    .required(messages.timezoneRequired),
});

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  timezone: Timezone | '';
}

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  timezone: Timezone;
}

export function profileFormValues(
  profile: Partial<Pick<UserProfile, 'firstName' | 'lastName' | 'email' | 'mobile' | 'timezone'>>,
): ProfileFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    mobile: phoneDigits(profile.mobile),
    timezone:
      profile.timezone && TIMEZONES.includes(profile.timezone)
        ? profile.timezone
        : DEFAULT_TIMEZONE,
  };
}

/** What gets saved: names and email trimmed (spec 01 §5). Call only with values that passed the schema. */
export function toProfileValues(values: ProfileFormValues): ProfileValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobile: phoneDigits(values.mobile),
    timezone: values.timezone || DEFAULT_TIMEZONE,
  };
}

// ---------------------------------------------------------------------------------------------
// Password tab

export const passwordSchema = yup.object({
  // Asked again before a change (reauthenticateWithCredential): an unlocked tablet left signed in
  // must not let anyone set a password of their own.
  currentPassword: yup.string().required(messages.required),
  // Required first: Yup runs tests in order and `min` would flag an empty field too.
  password: yup
    .string()
    .required(messages.required)
    .min(6, messages.passwordTooShort)
    .max(MAX_LENGTH, messages.tooLong),
  // A test rather than oneOf(ref) so an empty confirmation says "Required", not "Passwords must match".
  passwordConfirmation: yup
    .string()
    .required(messages.required)
    .test('matches', messages.passwordsMustMatch, function matches(value) {
      return !value || value === this.parent.password;
    }),
});

export interface PasswordFormValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export const emptyPasswordForm: PasswordFormValues = {
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
};

// ---------------------------------------------------------------------------------------------
// Notification settings (team contacts, spec 02 §3 and §5)

export const TEAMS = ['orders', 'fulfillment', 'compliance'] as const;
type Team = (typeof TEAMS)[number];

export const TEAM_LABELS: Record<Team, string> = {
  orders: 'Orders team',
  fulfillment: 'Fulfillment team',
  compliance: 'Compliance team',
};

/** The six form fields of spec 02 §3: ordersTeamEmail, ordersTeamPhone, ... */
export type NotificationSettings = {
  [T in Team as `${T}TeamEmail` | `${T}TeamPhone`]: string;
};

export const emailField = (team: Team) => `${team}TeamEmail` as const;
export const phoneField = (team: Team) => `${team}TeamPhone` as const;

export const emptyNotificationSettings: NotificationSettings = {
  ordersTeamEmail: '',
  ordersTeamPhone: '',
  fulfillmentTeamEmail: '',
  fulfillmentTeamPhone: '',
  complianceTeamEmail: '',
  complianceTeamPhone: '',
};

export const notificationSettingsSchema = yup.object({
  ordersTeamEmail: optionalEmail(),
  ordersTeamPhone: optionalPhone(),
  fulfillmentTeamEmail: optionalEmail(),
  fulfillmentTeamPhone: optionalPhone(),
  complianceTeamEmail: optionalEmail(),
  complianceTeamPhone: optionalPhone(),
});

/** What gets saved: emails trimmed, phones as digits. */
export function toNotificationSettings(values: NotificationSettings): NotificationSettings {
  const out = { ...emptyNotificationSettings };
  for (const team of TEAMS) {
    out[emailField(team)] = values[emailField(team)].trim();
    out[phoneField(team)] = phoneDigits(values[phoneField(team)]);
  }
  return out;
}
