/** Version check at start-up (spec 01 §4, §8, §9). Pure logic; the hook applies it. */

export const VERSION_CHECK_ATTEMPTS_KEY = 'versionCheckAttempts';
export const VERSION_CHECK_ATTEMPT_LIMIT = 3;
export const VERSION_RELOAD_DELAY_MS = 1500;

export const VERSION_RELOADING_MESSAGE =
  'The app version is outdated, reloading the app to get the latest version';
export const VERSION_HARD_REFRESH_MESSAGE =
  'The app version is outdated, please hard refresh the page using cmd+shift+r (ctrl+shift+r on windows)';

/**
 * - `ok`: up to date (or newer than configured, or not comparable): clear the attempt counter.
 * - `reload`: outdated and attempts < limit: count the attempt, toast, wait 1.5 s, reload.
 * - `hardRefresh`: outdated and the limit is reached: ask for a hard refresh in a persistent toast.
 */
type VersionAction = 'ok' | 'reload' | 'hardRefresh';

const VERSION_PATTERN = /^v?(\d+(?:\.\d+)*)(?:[-+].*)?$/i;

/**
 * Numeric parts of a semver-ish string ("1.10.0" -> [1, 10, 0]; a leading "v" and any
 * "-beta"/"+build" suffix are ignored). Null when the string is not a version.
 */
export function parseVersion(version: unknown): number[] | null {
  if (typeof version !== 'string') return null;
  const match = VERSION_PATTERN.exec(version.trim());
  if (!match) return null;
  const parts = match[1].split('.').map(Number);
  return parts.every(Number.isSafeInteger) ? parts : null;
}

/**
 * Compares two versions part by part, missing parts counting as 0 ("1.3" equals "1.3.0").
 * Negative when a < b, 0 when equal, positive when a > b; null when either is not a version.
 */
export function compareVersions(a: unknown, b: unknown): number | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

interface VersionDecisionInput {
  appVersion: string;
  configuredVersion: unknown;
  /** Reloads already made for an outdated version. */
  attempts: number;
  limit?: number;
}

/**
 * Decides what to do after reading the configured version. A malformed version on either side
 * gives `ok`: a broken configuration must never send every browser into a reload loop.
 */
export function decideVersionAction({
  appVersion,
  configuredVersion,
  attempts,
  limit = VERSION_CHECK_ATTEMPT_LIMIT,
}: VersionDecisionInput): VersionAction {
  const comparison = compareVersions(appVersion, configuredVersion);
  if (comparison === null || comparison >= 0) return 'ok';
  return attempts < limit ? 'reload' : 'hardRefresh';
}

/** Reads the stored attempt count; missing, garbage or negative values count as 0. */
export function parseAttempts(raw: string | null | undefined): number {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
