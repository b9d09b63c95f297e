import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { QueryState } from '@/components/QueryState';
import { paths } from '@/lib/paths';
import { type Item } from '../model/item';

export const ITEM_NOT_FOUND_MESSAGE = 'Item not found';
export const ITEM_LOAD_FAILED_MESSAGE = 'The item could not be loaded.';

/** What a detail or edit screen shows until its item is ready; null once it is. */
export function ItemLoadState({ item }: { item: UseQueryResult<Item | null> }) {
  if (!item.isSuccess) {
    return (
      <QueryState
        query={item}
        loadingLabel="Loading item"
        errorMessage={ITEM_LOAD_FAILED_MESSAGE}
      />
    );
  }
  if (item.data) return null;
  return (
    <EmptyState
      title={ITEM_NOT_FOUND_MESSAGE}
      description="It may have been deleted."
      action={
        <Button component={RouterLink} to={paths.tools.items.list} variant="contained">
          Back to items
        </Button>
      }
    />
  );
}
