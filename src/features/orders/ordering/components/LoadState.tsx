import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { NeedsConnection, useRetryUnloaded } from '@/components/QueryState';

/**
 * What a screen shows until its data is ready: a spinner, "needs a connection" (offline and not
 * on this device: a form would otherwise open empty), an error, or "not found".
 */
export function LoadState({
  status,
  what,
  backTo,
  backLabel,
}: {
  status: 'loading' | 'needsConnection' | 'error' | 'missing';
  what: string;
  backTo: string;
  backLabel: string;
}) {
  const retry = useRetryUnloaded();
  if (status === 'needsConnection') return <NeedsConnection onRetry={retry} />;
  if (status === 'loading') {
    return (
      <Box
        role="status"
        aria-label={`Loading ${what}`}
        sx={{ height: 160, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <CircularProgress />
      </Box>
    );
  }
  if (status === 'error') return <Alert severity="error">The {what} could not be loaded.</Alert>;
  return (
    <EmptyState
      title={`${what[0].toUpperCase()}${what.slice(1)} not found`}
      description="It may have been deleted, or it is outside your territories."
      action={
        <Button component={RouterLink} to={backTo} variant="contained">
          {backLabel}
        </Button>
      }
    />
  );
}
