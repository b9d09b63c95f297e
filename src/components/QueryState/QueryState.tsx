import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { NEEDS_CONNECTION_SHORT, type RetryableQuery } from './connection';
import { useLoadView } from './useLoadView';
import { useMarkFirstContent } from '@/lib/firstContent';
import { NeedsConnection } from './NeedsConnection';

interface QueryStateProps {
  /** One query, or several as one (connection.ts `allQueries`). */
  query: RetryableQuery;
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
  const view = useLoadView(query);
  const retry = () => void query.refetch();
  useMarkFirstContent(view !== 'loading');
  switch (view) {
    case 'data':
      return children ?? null;
    case 'loading':
      return (
        <Box role="status" aria-label={loadingLabel} sx={{ p: 3, textAlign: 'center' }}>
          {/* The progress bar needs its own name (axe aria-progressbar-name), not only the box's. */}
          <CircularProgress aria-label={loadingLabel} />
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

/**
 * QueryState for a card, panel or popover inside a page: the same decision in one line (a small
 * spinner, "Needs a connection" or the error, each with Retry), so the page around it stays.
 */
export function CompactQueryState({
  query,
  loadingLabel,
  errorMessage,
  children,
}: QueryStateProps) {
  const view = useLoadView(query);
  const retry = () => void query.refetch();
  if (view === 'data') return children ?? null;
  if (view === 'loading') {
    return (
      <Box role="status" aria-label={loadingLabel} sx={{ py: 1, textAlign: 'center' }}>
        <CircularProgress size={24} aria-label={loadingLabel} />
      </Box>
    );
  }
  const offline = view === 'needsConnection';
  return (
    <Stack
      direction="row"
      spacing={1}
      role={offline ? 'status' : 'alert'}
      sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
    >
      {offline && <CloudOffOutlinedIcon fontSize="small" color="action" />}
      <Typography variant="body2" color={offline ? 'text.secondary' : 'error'}>
        {offline ? NEEDS_CONNECTION_SHORT : errorMessage}
      </Typography>
      <Button size="small" onClick={retry}>
        Retry
      </Button>
    </Stack>
  );
}
