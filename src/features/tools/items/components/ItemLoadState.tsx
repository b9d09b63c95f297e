import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import type { ItemLoad } from '../api/get-item';
import { itemPaths } from '../model/item';

export const ITEM_NOT_FOUND_MESSAGE = 'Item not found';
export const ITEM_LOAD_FAILED_MESSAGE = 'The item could not be loaded.';

/** What a detail or edit screen shows until its item is ready; null once it is. */
export function ItemLoadState({ load }: { load: ItemLoad }) {
  switch (load.status) {
    case 'ready':
      return null;
    case 'loading':
      return (
        <Box
          role="status"
          aria-label="Loading item"
          sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <CircularProgress />
        </Box>
      );
    case 'error':
      return <Alert severity="error">{ITEM_LOAD_FAILED_MESSAGE}</Alert>;
    case 'missing':
      return (
        <EmptyState
          title={ITEM_NOT_FOUND_MESSAGE}
          description="It may have been deleted."
          action={
            <Button component={RouterLink} to={itemPaths.list} variant="contained">
              Back to items
            </Button>
          }
        />
      );
  }
}
