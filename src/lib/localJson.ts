/**
 * JSON kept in this device's localStorage. Storage can be disabled (private mode) or full, and an
 * entry can be damaged or from an older build: each of those is "nothing kept", never an error,
 * because what is kept here only saves the user retyping or a layout jump. Values come back as
 * `unknown` so the caller checks their shape.
 */
export function readLocalJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; a refused write (storage full or disabled) keeps nothing. */
export function writeLocalJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // What is kept here is a convenience: the caller works on without it.
  }
}

export function removeLocalJson(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing can be kept when storage is disabled, so there is nothing to remove.
  }
}
