import { Alert, Box, CircularProgress } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from '@/components/EmptyState';
import type { RecordState } from './useRecord';

/** What a detail or edit page shows until its record is ready; null once it is. */
export function RecordStatus<D>({ state, singular }: { state: RecordState<D>; singular: string }) {
  switch (state.status) {
    case 'loading':
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={`Loading ${singular.toLowerCase()}`} />
        </Box>
      );
    case 'missing':
      return (
        <EmptyState
          icon={<SearchOffIcon />}
          title={`${singular} not found`}
          description="It may have been deleted, or the link is wrong."
        />
      );
    case 'error':
      return <Alert severity="error">{state.message}</Alert>;
    case 'ready':
      return null;
  }
}
