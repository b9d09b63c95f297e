import { useQueryClient } from '@tanstack/react-query';
import { forgetReferenceData } from '@/features/referenceData';

/** The prefix of every query of the admin resource kit (records and lookups). */
export const RESOURCE_QUERIES = ['tools', 'resources'] as const;

/**
 * Marks every kit query stale after one of its writes, so the next detail page, list lookup or
 * picker reads the stored data instead of the copy cached before the write; and the session's
 * shared reference data (territories, locations, delivery points, LLCs), which the kit writes.
 */
export function useRefreshResources(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: RESOURCE_QUERIES }),
      forgetReferenceData(client),
    ]);
  };
}
