import { useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { SessionProvider } from '@/features/auth';
import { ReportingErrorSnackbar } from '@/features/errorReports';
import { AppThemeProvider, SettingsProvider, SettingsUpdatedPrompt } from '@/app/settings';
import { CookieConsent } from '@/app/consent';
import { UpdatePrompt, useVersionCheck } from '@/app/version';
import { createQueryClient } from '@/lib/queryClient';
import { createAppRouter } from './router';

function AppRoot() {
  useVersionCheck();
  const router = useMemo(() => createAppRouter(), []);
  return (
    <>
      <RouterProvider router={router} />
      <CookieConsent />
      <SettingsUpdatedPrompt />
      <UpdatePrompt />
    </>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <AppThemeProvider>
          <SnackbarProvider
            maxSnack={3}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            Components={{ error: ReportingErrorSnackbar }}
          >
            <SessionProvider>
              <AppRoot />
            </SessionProvider>
          </SnackbarProvider>
        </AppThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
