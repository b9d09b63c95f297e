import type { NewProfileFields } from './ensure-user-profile';

/**
 * Names typed on the register form, handed to the session's profile bootstrap. The session creates
 * every missing profile (e-mail or Google), so the form must not race it with a second write.
 */
let pending: NewProfileFields | undefined;

export function setPendingProfile(fields: NewProfileFields) {
  pending = fields;
}

export function takePendingProfile(): NewProfileFields | undefined {
  const fields = pending;
  pending = undefined;
  return fields;
}
