import { LOCATION_TYPES, type LocationType } from './types';

/*
 * A franchise location as compliance sees it: inspected (inspection), scheduled (schedule) and
 * listed for both from the session's shared locations (hooks/useInspectableLocations.ts), so it
 * lives at the feature's level.
 */

/** The location a report is about, as the form and the schedule need it. */
export interface ReportLocation {
  id: string;
  name: string;
  type: LocationType;
  territoryId: string;
  territoryName: string;
  /** Days between inspections (issue 16 scheduling); 30 when the location has none stored. */
  inspectionFrequencyDays?: number;
}

export const DEFAULT_INSPECTION_FREQUENCY_DAYS = 30;
/** Limits the tools form and firestore.rules accept. */
export const MIN_INSPECTION_FREQUENCY_DAYS = 1;
export const MAX_INSPECTION_FREQUENCY_DAYS = 365;

/** The stored frequency, or the default when missing or invalid (locations saved before it). */
export function frequencyOf(value: unknown): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_INSPECTION_FREQUENCY_DAYS &&
    value <= MAX_INSPECTION_FREQUENCY_DAYS
    ? value
    : DEFAULT_INSPECTION_FREQUENCY_DAYS;
}

/** A stored `franchise_locations` document as a ReportLocation (a truck when the type is unknown). */
export function toLocation(id: string, data: Record<string, unknown>): ReportLocation {
  const type = LOCATION_TYPES.includes(data.type as LocationType)
    ? (data.type as LocationType)
    : 'truck';
  return {
    id,
    name: typeof data.name === 'string' ? data.name : '',
    type,
    territoryId: typeof data.territoryId === 'string' ? data.territoryId : '',
    territoryName: typeof data.territoryName === 'string' ? data.territoryName : '',
    inspectionFrequencyDays: frequencyOf(data.inspectionFrequencyDays),
  };
}

/** A franchise location as the session's shared reference data holds it. */
type StoredLocation = {
  id: string;
  enabled: boolean;
  name: string;
  type: string;
  territoryId: string;
  territoryName: string;
  inspectionFrequencyDays?: number;
};

/** The enabled ones of the scope's locations as ReportLocations, in the order given (by name). */
export function inspectableLocations(locations: readonly StoredLocation[]): ReportLocation[] {
  return locations.filter((l) => l.enabled).map((l) => toLocation(l.id, l));
}
