/** Cookie set once the user has answered the "Settings Updated" prompt (spec 01 §9). */
export const SETTINGS_UPDATED_COOKIE = 'settingsUpdated';

/** Days the prompt's cookie lives. */
export const SETTINGS_UPDATED_COOKIE_DAYS = 365;

/**
 * Whether the "Settings Updated" prompt is due: a non-light theme is saved and the prompt's cookie
 * is unset (`cookie` is its current value). Kept apart from the dialog so the app can decide
 * without loading it.
 */
export function settingsPromptDue(theme: string, cookie: string | undefined): boolean {
  return theme !== 'LIGHT' && cookie === undefined;
}
