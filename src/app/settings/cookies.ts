/** Cookie set once the user has answered the "Settings Updated" prompt (spec 01 §9). */
export const SETTINGS_UPDATED_COOKIE = 'settingsUpdated';

/** Days the prompt's cookie lives. */
export const SETTINGS_UPDATED_COOKIE_DAYS = 365;
