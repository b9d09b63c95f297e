import { isThemeName, type Direction, type ThemeName } from '@/app/theme';

/** User interface settings, kept per browser in local storage (spec 01 §2). */
export interface Settings {
  direction: Direction;
  responsiveFontSizes: boolean;
  theme: ThemeName;
}

export const SETTINGS_STORAGE_KEY = 'settings';

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  direction: 'ltr',
  responsiveFontSizes: true,
  theme: 'LIGHT',
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns a stored value into settings. Garbage JSON or a non-object gives the defaults;
 * each invalid or missing field falls back to its own default.
 */
export function parseSettings(raw: string | null | undefined): Settings {
  if (!raw) return { ...DEFAULT_SETTINGS };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (!isRecord(value)) return { ...DEFAULT_SETTINGS };
  return {
    direction:
      value.direction === 'rtl' || value.direction === 'ltr'
        ? value.direction
        : DEFAULT_SETTINGS.direction,
    responsiveFontSizes:
      typeof value.responsiveFontSizes === 'boolean'
        ? value.responsiveFontSizes
        : DEFAULT_SETTINGS.responsiveFontSizes,
    theme: isThemeName(value.theme) ? value.theme : DEFAULT_SETTINGS.theme,
  };
}

/** Reads settings from local storage; defaults when storage is unavailable or the value is bad. */
export function restoreSettings(storage: Storage | undefined = globalThis.localStorage): Settings {
  try {
    return parseSettings(storage?.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Writes settings to local storage; failures (private mode, quota) are logged, not thrown. */
export function storeSettings(
  settings: Settings,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    console.error('Unable to save settings', error);
  }
}
