import type { MysteryShopperFile } from '../../model/types';

/** The photo queue's target kind for mystery shopper attachments (ownerId: the report id). */
export const MYSTERY_SHOPPER_FILE_KIND = 'mysteryShopperReport';

/** What tells two attachments apart: the Storage path (older files: the name, their path's end). */
export const reportFileKey = (file: MysteryShopperFile): string => file.path ?? file.name;

/**
 * The report's files with `file` appended. Null when it is already there (a retried attach) or
 * the report already holds `maxFiles` (schemas MAX_FILES, which the rules enforce too).
 */
export function withReportFile(
  files: readonly MysteryShopperFile[],
  file: MysteryShopperFile,
  maxFiles: number,
): MysteryShopperFile[] | null {
  const key = reportFileKey(file);
  if (files.some((f) => reportFileKey(f) === key) || files.length >= maxFiles) return null;
  return [...files, file];
}
