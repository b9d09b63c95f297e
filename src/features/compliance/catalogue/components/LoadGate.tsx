import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { EmptyState } from '@/components/EmptyState';
import type { LoadState } from './useLoader';

interface LoadGateProps<T> {
  state: LoadState<T | null>;
  /** What is loading, for the messages: "question", "section", "report". */
  what: string;
  backTo: string;
  backLabel: string;
  children: (data: T) => ReactNode;
}

/** Spinner, error, "not found" or the loaded screen: the common head of an edit page. */
export function LoadGate<T>({ state, what, backTo, backLabel, children }: LoadGateProps<T>) {
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error">
        Could not load the {what}. {state.message}
      </Alert>
    );
  }
  if (state.data === null) {
    return (
      <EmptyState
        title={`${what.charAt(0).toUpperCase()}${what.slice(1)} not found`}
        action={
          <Button component={RouterLink} to={backTo} variant="contained">
            {backLabel}
          </Button>
        }
      />
    );
  }
  return <>{children(state.data)}</>;
}
