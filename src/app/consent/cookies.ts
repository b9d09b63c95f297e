/** Cookie set to 'true' once the user accepts cookies (spec 01 §9). */
export const CONSENT_COOKIE = 'consent';

/** Days the consent cookie lives. */
export const CONSENT_COOKIE_DAYS = 365;
