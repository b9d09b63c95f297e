import { useScopeLocations } from '@/features/referenceData';
import { inspectableLocations } from '../model/location';

/**
 * The enabled franchise locations the user may inspect, by name: a view of the session's shared
 * locations (read once per sign-in), not a read of its own.
 */
export function useInspectableLocations({ enabled = true }: { enabled?: boolean } = {}) {
  return useScopeLocations({ enabled, select: inspectableLocations });
}
