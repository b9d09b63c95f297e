import { useSyncExternalStore, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { EmptyState } from '@/components/EmptyState';
import {
  NEEDS_CONNECTION_TEXT,
  NEEDS_CONNECTION_TITLE,
  loadView,
  type QueryLike,
} from './connection';
import { useMarkFirstContent } from '@/lib/firstContent';

/** "This page needs a connection" with a Retry (which also happens by itself once online). */
export function NeedsConnection({ onRetry }: { onRetry?: () => void }) {
  return (
    <EmptyState
      icon={<CloudOffOutlinedIcon />}
      title={NEEDS_CONNECTION_TITLE}
      description={NEEDS_CONNECTION_TEXT}
      action={
        onRetry ? (
          <Button variant="contained" size="large" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    />
  );
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

interface QueryStateProps {
  query: QueryLike & { refetch: () => unknown };
  /** Accessible name of the spinner, e.g. "Loading outbox". */
  loadingLabel: string;
  /** The message of a failure that is not the connection, e.g. "The outbox could not be loaded". */
  errorMessage: string;
  /** Rendered once the query has data; pages that return early before it may leave it out. */
  children?: ReactNode;
}

/**
 * The shared loading / needs-a-connection / error state of a TanStack Query page: renders
 * `children` only once the query has data (model: connection.ts).
 */
export function QueryState({ query, loadingLabel, errorMessage, children }: QueryStateProps) {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const retry = () => void query.refetch();
  const view = loadView(query, online);
  useMarkFirstContent(view !== 'loading');
  switch (view) {
    case 'data':
      return children ?? null;
    case 'loading':
      return (
        <Box role="status" aria-label={loadingLabel} sx={{ p: 3, textAlign: 'center' }}>
          <CircularProgress />
        </Box>
      );
    case 'needsConnection':
      return <NeedsConnection onRetry={retry} />;
    case 'error':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={retry}>
              Retry
            </Button>
          }
        >
          {errorMessage}
        </Alert>
      );
  }
}
