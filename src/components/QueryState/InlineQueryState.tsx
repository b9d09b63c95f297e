import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { loadView } from './connection';
import { useBrowserOnline, type QueryStateProps } from './QueryState';

/** What a small control says offline when its value was never read on this device. */
export const INLINE_NEEDS_CONNECTION_TEXT =
  'Needs a connection: it loads when you are back online.';

/**
 * QueryState for a control inside a page (a switch, a field), not a whole page: the same
 * decision (connection.ts), drawn one line high so the rest of the page stays usable.
 */
export function InlineQueryState({ query, loadingLabel, errorMessage, children }: QueryStateProps) {
  const online = useBrowserOnline();
  const retry = () => void query.refetch();
  switch (loadView(query, online)) {
    case 'data':
      return <>{children}</>;
    case 'loading':
      return (
        <Box role="status" aria-label={loadingLabel} sx={{ display: 'flex', py: 1 }}>
          <CircularProgress size={24} />
        </Box>
      );
    case 'needsConnection':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, flexWrap: 'wrap' }}>
          <CloudOffOutlinedIcon color="action" fontSize="small" />
          <Typography variant="body2" color="text.secondary">
            {INLINE_NEEDS_CONNECTION_TEXT}
          </Typography>
          <Button size="small" onClick={retry}>
            Retry
          </Button>
        </Box>
      );
    case 'error':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {errorMessage}
        </Alert>
      );
  }
}
