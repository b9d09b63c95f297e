import type { MysteryShopperFile } from '../../model/types';

/** The photo queue's target kind for mystery shopper attachments (ownerId: the report id). */
export const MYSTERY_SHOPPER_FILE_KIND = 'mysteryShopperReport';

/**
 * The report's files with `file` appended. Null when it is already there (a retried attach) or
 * the report already holds `maxFiles` (schemas MAX_FILES, which the rules enforce too).
 */
export function withReportFile(
  files: readonly MysteryShopperFile[],
  file: MysteryShopperFile,
  maxFiles: number,
): MysteryShopperFile[] | null {
  if (files.some((f) => f.name === file.name) || files.length >= maxFiles) return null;
  return [...files, file];
}
