import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { ReportingErrorSnackbar } from '@/features/errorReports';
import { createQueryClient } from '@/lib/queryClient';
import { AppLayout } from './AppLayout';

/**
 * Everything under /app: the query cache, the snackbar host (whose error snackbars also file an
 * error report) and the layout. The cache is created when the signed-in
 * app mounts and dropped when it unmounts (sign-out), so cached reference data never outlives a
 * sign-in, and the public pages do not download TanStack Query.
 */
export function SignedInApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider
        maxSnack={3}
        // At the bottom: at the top right they covered the header's bells on a tablet.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        Components={{ error: ReportingErrorSnackbar }}
      >
        <AppLayout />
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
