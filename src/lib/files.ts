/**
 * The pure rules of the shared file picker (src/components/FilePicker): which picked files may be
 * attached (count, type, size, each place with its own limits and messages) and how an uploaded
 * file joins the list. Here, not beside the picker, so that models (approvals, mystery shopper)
 * state their limits and messages without importing a component.
 */

/** A file as documents store it: its name and download URL (approval files add their path). */
export interface StoredFile {
  name: string;
  url: string;
}

export interface FileLimits {
  maxFiles: number;
  maxBytes: number;
  /** Accepted MIME types; absent: any type. */
  types?: readonly string[];
}

/** Each place's own wording (the spec's where it gives one). */
export interface FileMessages {
  /** More files picked than there is room for. */
  tooMany: string;
  /** A type outside `FileLimits.types` (needed when types are limited). */
  wrongType?: (file: { name: string; type: string }) => string;
  tooLarge: (name: string) => string;
  uploadFailed: (name: string) => string;
}

/** Why this picked file cannot be attached (type, then size), or null when it can. */
export function fileProblem(
  file: { name: string; size: number; type: string },
  limits: FileLimits,
  messages: FileMessages,
): string | null {
  if (limits.types && !limits.types.includes(file.type)) {
    return messages.wrongType?.(file) ?? messages.uploadFailed(file.name);
  }
  if (file.size > limits.maxBytes) return messages.tooLarge(file.name);
  return null;
}

/** The picked files that fit in the room left (in picked order) and how many did not. */
export function takeRoom<T>(picked: readonly T[], room: number): { taken: T[]; refused: number } {
  const taken = picked.slice(0, Math.max(room, 0));
  return { taken, refused: picked.length - taken.length };
}

/** `files` with `file` added last, replacing one with the same key (a re-upload of that file). */
export function withFile<F>(files: readonly F[], file: F, key: (file: F) => string): F[] {
  return [...files.filter((f) => key(f) !== key(file)), file];
}
