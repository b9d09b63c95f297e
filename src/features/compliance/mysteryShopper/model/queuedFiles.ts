import type { MysteryShopperFile } from '../../model/types';
import { MAX_FILES } from './schemas';

/** The photo queue's target kind for mystery shopper attachments (ownerId: the report id). */
export const MYSTERY_SHOPPER_FILE_KIND = 'mysteryShopperReport';

/**
 * The report's files with `file` appended. Null when it is already there (a retried attach) or
 * the report is full (the rules allow MAX_FILES).
 */
export function withReportFile(
  files: readonly MysteryShopperFile[],
  file: MysteryShopperFile,
): MysteryShopperFile[] | null {
  if (files.some((f) => f.name === file.name) || files.length >= MAX_FILES) return null;
  return [...files, file];
}
