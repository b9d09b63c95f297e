/**
 * The user form (new and edit share it): validation with the spec's messages, the form values and
 * the pure conversion to the fields the api modules save.
 */
import * as yup from 'yup';
import { DEFAULT_TIMEZONE, type Timezone, TIMEZONES, type UserProfile } from '@/data/users';
import { isRole, type Role, ROLES } from '@/domain/permissions';
import { PHONE_DIGITS, phoneDigits } from '@/lib/phone';

const MAX_LENGTH = 255;
const MIN_PASSWORD = 6;

export const messages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  passwordTooShort: 'Must be at least 6 characters',
  passwordRequired: 'Required',
  roleRequired: 'Role is required',
  timezoneRequired: 'Timezone is required',
  phoneInvalid: 'Invalid phone number',
  tooLong: `Must be at most ${MAX_LENGTH} characters`,
} as const;

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Only on the new-user form. */
  password: string;
  mobile: string;
  timezone: Timezone | '';
  role: Role | '';
  territoryIds: string[];
  franchiseeLocationId: string;
}

interface UserSchemaOptions {
  /** New user: the password field is shown and required. */
  isNew: boolean;
  /** Role, territories and location are shown (and the role required) only with Edit User Permissions. */
  canEditAccess: boolean;
}

const requiredName = (message: string) =>
  yup.string().trim().max(MAX_LENGTH, messages.tooLong).required(message);

export function userSchema({ isNew, canEditAccess }: UserSchemaOptions) {
  return yup.object({
    firstName: requiredName(messages.firstNameRequired),
    lastName: requiredName(messages.lastNameRequired),
    email: yup
      .string()
      .trim()
      .email(messages.emailInvalid)
      .max(MAX_LENGTH, messages.tooLong)
      .required(messages.emailRequired),
    // Required first: Yup runs tests in order and `min` would flag an empty field too.
    password: isNew
      ? yup
          .string()
          .required(messages.passwordRequired)
          .min(MIN_PASSWORD, messages.passwordTooShort)
          .max(MAX_LENGTH, messages.tooLong)
      : yup.string(),
    mobile: yup.string().matches(new RegExp(`^\\d{${PHONE_DIGITS}}$`), {
      message: messages.phoneInvalid,
      excludeEmptyString: true,
    }),
    timezone: yup
      .string()
      .oneOf([...TIMEZONES], messages.timezoneRequired)
      .required(messages.timezoneRequired),
    role: canEditAccess
      ? yup
          .string()
          .oneOf([...ROLES], messages.roleRequired)
          .required(messages.roleRequired)
      : yup.string(),
    territoryIds: yup.array(yup.string().required()).max(500),
    franchiseeLocationId: yup.string().max(MAX_LENGTH, messages.tooLong),
  });
}

export const emptyUserForm: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  mobile: '',
  timezone: DEFAULT_TIMEZONE,
  role: '',
  territoryIds: [],
  franchiseeLocationId: '',
};

export function userFormValues(profile: UserProfile): UserFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    password: '',
    mobile: phoneDigits(profile.mobile),
    timezone: TIMEZONES.includes(profile.timezone) ? profile.timezone : DEFAULT_TIMEZONE,
    role: isRole(profile.role) ? profile.role : '',
    territoryIds: [...(profile.territoryIds ?? [])],
    franchiseeLocationId: profile.franchiseeLocationId ?? '',
  };
}

/** The profile part of a save: names and email trimmed (spec 01 §5), phone as digits. */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  timezone: Timezone;
}

/** The access part: role, territories (ids and names) and franchisee location (id and name). */
export interface AccessFields {
  role: Role | null;
  territoryIds: string[];
  assignedTerritories: string[];
  franchiseeLocationId: string;
  location: string;
}

export interface NamedOption {
  id: string;
  name: string;
}

export function toProfileFields(values: UserFormValues): ProfileFields {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobile: phoneDigits(values.mobile),
    timezone: values.timezone || DEFAULT_TIMEZONE,
  };
}

/** Territory and location ids with their names looked up (unknown ids keep the id as name). */
export function toAccessFields(
  values: UserFormValues,
  territories: readonly NamedOption[],
  locations: readonly NamedOption[],
): AccessFields {
  const nameOf = (options: readonly NamedOption[], id: string) =>
    options.find((option) => option.id === id)?.name ?? id;
  const territoryIds = [...new Set(values.territoryIds)];
  return {
    role: values.role || null,
    territoryIds,
    assignedTerritories: territoryIds.map((id) => nameOf(territories, id)),
    franchiseeLocationId: values.franchiseeLocationId,
    location: values.franchiseeLocationId ? nameOf(locations, values.franchiseeLocationId) : '',
  };
}
