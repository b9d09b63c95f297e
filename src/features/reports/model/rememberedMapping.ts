import { readLocalJson, writeLocalJson } from '@/lib/localJson';
import { guessMapping, type CsvMapping } from './salesCsv';
import { SALES_FIELDS } from './salesEntry';

/** The column mapping is remembered per location on this device ("mapped once"). */
const storageKey = (locationId: string) => `harbor.salesCsvMapping.${locationId}`;

function isMappingOf(value: unknown, headers: readonly string[]): value is CsvMapping {
  if (typeof value !== 'object' || value === null) return false;
  const mapping = value as Record<string, unknown>;
  return SALES_FIELDS.every((field) => {
    const column = mapping[field];
    return typeof column === 'string' && headers.includes(column);
  });
}

/**
 * The mapping last imported for this location when the file has its columns; otherwise (first
 * import, another POS export, a damaged entry) a fresh guess from the headers.
 */
export function mappingFor(locationId: string, headers: readonly string[]): CsvMapping {
  const stored = readLocalJson(storageKey(locationId));
  return isMappingOf(stored, headers) ? stored : guessMapping(headers);
}

/** Called once an import is written; a refused write only means mapping again next time. */
export function rememberMapping(locationId: string, mapping: CsvMapping): void {
  writeLocalJson(storageKey(locationId), mapping);
}
