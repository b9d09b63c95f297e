import { useEffect, useMemo, useState } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { SessionProvider, useSession } from '@/features/auth';
import { AppThemeProvider, SettingsProvider, SettingsUpdatedPrompt } from '@/app/settings';
import { CookieConsent } from '@/app/consent';
import { createQueryClient } from '@/lib/queryClient';
import { createAppRouter } from './router';

/** Cached queries belong to one sign-in: a sign-out drops them so the next user reads afresh. */
function useClearCacheOnSignOut() {
  const queryClient = useQueryClient();
  const signedOut = useSession().state.status === 'signedOut';
  useEffect(() => {
    if (signedOut) queryClient.clear();
  }, [signedOut, queryClient]);
}

function AppRoot() {
  useClearCacheOnSignOut();
  const router = useMemo(() => createAppRouter(), []);
  return (
    <>
      <RouterProvider router={router} />
      <CookieConsent />
      <SettingsUpdatedPrompt />
    </>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <AppThemeProvider>
          <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
            <SessionProvider>
              <AppRoot />
            </SessionProvider>
          </SnackbarProvider>
        </AppThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
