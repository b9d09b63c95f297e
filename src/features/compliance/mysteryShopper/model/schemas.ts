/**
 * Validation of the mystery shopper form (spec 02 §5) and the pure conversions between stored
 * reports and form values. Limits mirror firestore.rules.
 */
import * as yup from 'yup';
import { uploadLimits } from '@/domain/uploads';
import type { FileLimits } from '@/lib/files';
import { parseDateInputValue, storedDayOf, toDateInputValue } from '@/lib/dateRanges';
import type { MysteryShopperFile, MysteryShopperReport } from '../../model/types';

/** Spec 02 §9 "text maximum 255"; the report's details field is named `text`. */
export const MAX_TEXT = 255;
export const MAX_FILES = 20;

/** What storage.rules accept (src/domain/uploads.ts mysteryShopperFile), 20 files. */
export const mysteryShopperFileLimits: FileLimits = uploadLimits('mysteryShopperFile', MAX_FILES);

export const mysteryShopperMessages = {
  territoryRequired: 'Select a territory',
  locationRequired: 'Select a franchisee location',
  dateRequired: 'Date must be selected',
  textRequired: 'Input report details',
  tooLong: `Must be at most ${MAX_TEXT} characters`,
  tooManyFiles: `Attach at most ${MAX_FILES} files`,
  fileTooLarge: (name: string) => `${name} is larger than 20 MB`,
  created: 'Mystery Shopper Report created.',
  updated: 'Mystery Shopper Report updated.',
  createFailed: 'Mystery Shopper Report creation failed',
  updateFailed: 'Mystery Shopper Report update failed',
  fileUploadFailed: (name: string) => `Uploading ${name} failed`,
} as const;

export interface MysteryShopperFormValues {
  territoryId: string;
  franchiseeLocationId: string;
  /** `yyyy-MM-dd` from the date input; '' until chosen. */
  date: string;
  text: string;
  files: MysteryShopperFile[];
}

export const emptyMysteryShopperForm: MysteryShopperFormValues = {
  territoryId: '',
  franchiseeLocationId: '',
  date: '',
  text: '',
  files: [],
};

const m = mysteryShopperMessages;

export const mysteryShopperSchema = yup.object({
  territoryId: yup.string().required(m.territoryRequired),
  franchiseeLocationId: yup.string().required(m.locationRequired),
  date: yup
    .string()
    .required(m.dateRequired)
    .test('date', m.dateRequired, (value) => !value || parseDateInputValue(value) !== null),
  text: yup.string().trim().required(m.textRequired).max(MAX_TEXT, m.tooLong),
  files: yup
    .array(yup.object({ name: yup.string().required(), url: yup.string().required() }))
    .max(MAX_FILES, m.tooManyFiles),
});

export function mysteryShopperFormValues(
  report: Pick<
    MysteryShopperReport,
    'territoryId' | 'franchiseeLocationId' | 'date' | 'text' | 'files'
  >,
): MysteryShopperFormValues {
  return {
    territoryId: report.territoryId,
    franchiseeLocationId: report.franchiseeLocationId,
    date: toDateInputValue(report.date.toDate()),
    text: report.text,
    files: report.files.map((f) => ({ ...f })),
  };
}

export interface NamedRef {
  id: string;
  name: string;
}

/** What a save writes besides author, id and timestamps. */
export interface MysteryShopperValues {
  territoryId: string;
  territoryName: string;
  franchiseeLocationId: string;
  franchiseeLocationName: string;
  date: Date;
  text: string;
  files: MysteryShopperFile[];
}

/** Valid form values plus the chosen territory and location (for their names) to stored values. */
export function toMysteryShopperValues(
  values: MysteryShopperFormValues,
  territory: NamedRef,
  location: NamedRef,
): MysteryShopperValues {
  const date = storedDayOf(values.date);
  if (!date) throw new Error('The mystery shopper form is not valid');
  return {
    territoryId: territory.id,
    territoryName: territory.name,
    franchiseeLocationId: location.id,
    franchiseeLocationName: location.name,
    date,
    text: values.text.trim(),
    files: values.files.map(({ name, url, path }) => (path ? { name, url, path } : { name, url })),
  };
}

/**
 * The name an attachment is listed under (the object itself has a generated name): no slashes or
 * control characters, at most 120 characters, never empty. Keeps the extension.
 */
export function displayFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\#?[\]*]+/g, '_').trim();
  const safe = cleaned.replace(/^\.+/, '') || 'file';
  if (safe.length <= 120) return safe;
  const dot = safe.lastIndexOf('.');
  const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
  return safe.slice(0, 120 - ext.length) + ext;
}

/** A name not yet in `taken`: "photo.jpg", then "photo (2).jpg", "photo (3).jpg", ... */
export function uniqueFileName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})${ext}`;
    if (!taken.includes(candidate)) return candidate;
  }
}
