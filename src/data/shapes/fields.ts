/**
 * Field readers with no Firebase SDK: a stored value of the wrong type (an old document, a hand
 * edit in the console) reads as the empty value instead of flowing on as the wrong type. The
 * pure readers of src/data/shapes use them, so the server (functions/src, Admin SDK) reads
 * documents exactly as the app does; ../converter.ts adds the web SDK's timestamp reader.
 */
export const fields = {
  text: (value: unknown): string => (typeof value === 'string' ? value : ''),
  number: (value: unknown, fallback = 0): number =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback,
  flag: (value: unknown): boolean => value === true,
  textList: (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [],
};

/** The map entries of a stored list; anything else in it is skipped. */
export const mapsOf = (value: unknown): object[] =>
  Array.isArray(value) ? value.filter((v): v is object => typeof v === 'object' && v !== null) : [];

/** A stored document's fields, as both SDKs hand them over. */
export type StoredFields = Readonly<Record<string, unknown>>;
