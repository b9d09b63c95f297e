import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { EmptyState } from '@/components/EmptyState';
// Not the QueryState index: its other screens would join the sign-in page's first download.
import { NeedsConnection } from '@/components/QueryState/NeedsConnection';
import { useOnline } from '@/lib/useOnline';
import { isChunkLoadError } from '@/lib/chunkLoadError';

export const ROUTE_ERROR_TITLE = 'Something went wrong';
const ROUTE_ERROR_TEXT =
  'This page ran into an unexpected error. Reload it to try again: what you saved is kept.';

const reload = () => window.location.reload();

/**
 * What a route shows instead of the browser-default error screen. Inside the signed-in layout the
 * sidebar and header stay. A page whose code could not be downloaded (offline before the service
 * worker had it) says it needs a connection and reloads by itself once the connection returns;
 * any other failure offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  const needsDownload = isChunkLoadError(error);

  useEffect(() => {
    console.error('A page failed', error);
  }, [error]);
  useEffect(() => {
    if (!needsDownload) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [needsDownload]);

  if (needsDownload) return <NeedsConnection onRetry={online ? reload : undefined} />;
  return (
    <EmptyState
      icon={<ErrorOutlineIcon />}
      title={ROUTE_ERROR_TITLE}
      description={ROUTE_ERROR_TEXT}
      action={
        <Button variant="contained" size="large" onClick={reload}>
          Reload
        </Button>
      }
    />
  );
}
