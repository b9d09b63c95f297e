import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  CompactQueryState,
  loadView,
  type LoadView,
  type RetryableQuery,
} from '@/components/QueryState';
import { useMarkFirstContent } from '@/lib/firstContent';
import { useOnline } from '@/lib/useOnline';

interface DashboardCardProps {
  title: string;
  /** Where the card's list lives; omitted when the user has no page for it. */
  link?: { to: string; label: string };
  /** The state of the card's reads (TanStack Query's `status`), when `query` is not given. */
  status?: 'pending' | 'error' | 'success';
  /**
   * The card's read itself: offline with nothing on this device the card then says it needs a
   * connection (with Retry) instead of a skeleton that never ends (issue 15).
   */
  query?: RetryableQuery;
  /** Shown instead of the content once loaded when there is nothing to act on. */
  empty?: string | false;
  children?: ReactNode;
}

/**
 * One dashboard card: a titled section with its own loading, error and empty states, so one
 * slow or refused read never blanks the others, and a link to the list it summarises.
 */
const VIEW_OF_STATUS: Record<NonNullable<DashboardCardProps['status']>, LoadView> = {
  pending: 'loading',
  error: 'error',
  success: 'data',
};

export function DashboardCard({
  title,
  link,
  status = 'pending',
  query,
  empty,
  children,
}: DashboardCardProps) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const online = useOnline();
  const view = query ? loadView(query, online) : VIEW_OF_STATUS[status];
  useMarkFirstContent(view !== 'loading');
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      aria-busy={view === 'loading'}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {view === 'loading' && (
          <Box role="status" aria-label={`Loading ${title}`}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
          </Box>
        )}
        {view === 'needsConnection' && query && (
          <CompactQueryState
            query={query}
            loadingLabel={`Loading ${title}`}
            errorMessage={`${title} could not be loaded.`}
          />
        )}
        {view === 'error' && (
          <Alert severity="warning" variant="outlined">
            {title} could not be loaded. Check the connection and reload the page.
          </Alert>
        )}
        {view === 'data' &&
          (empty ? <Typography color="text.secondary">{empty}</Typography> : children)}
      </CardContent>
      {link && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={link.to} size="medium" sx={{ minHeight: 44 }}>
            {link.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** A big number with what it counts, e.g. "3 orders waiting for approval". */
export function CountLine({
  value,
  label,
  testId,
}: {
  value: number;
  label: string;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.5 }} data-testid={testId}>
      <Typography variant="h4" component="span">
        {value}
      </Typography>
      <Typography component="span" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
