import { useMemo } from 'react';
import { allQueries, type RetryableQuery } from '@/components/QueryState';
import { useCatalogue, useScopeLocations } from '@/features/referenceData';
import { itemOptions, locationOptions, type RequestOptions } from '../model/requestOptions';

export type RequestOptionsLoad = RetryableQuery &
  ({ isSuccess: true; data: RequestOptions } | { isSuccess: false; data: undefined });

/**
 * Locations and items for the request form and detail, from the session's shared reference data
 * (read once per sign-in, whichever screen asks first).
 */
export function useRequestOptions(): RequestOptionsLoad {
  const locations = useScopeLocations();
  const catalogue = useCatalogue();
  const data = useMemo(
    () =>
      locations.data && catalogue.data
        ? { locations: locationOptions(locations.data), items: itemOptions(catalogue.data) }
        : undefined,
    [locations.data, catalogue.data],
  );
  const load = allQueries(locations, catalogue);
  return data ? { ...load, isSuccess: true, data } : { ...load, isSuccess: false, data: undefined };
}
