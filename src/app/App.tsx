import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { SessionProvider } from '@/features/auth';
// By file, not through the settings index: the index also exports the top bar's settings
// button, which the public pages must not download.
import { AppThemeProvider } from '@/app/settings/AppThemeProvider';
import { SettingsProvider } from '@/app/settings/SettingsContext';
import { SettingsUpdatedPromptGate } from '@/app/settings/SettingsUpdatedPromptGate';
import { CookieConsent } from '@/app/consent';
import { createAppRouter } from './router';

function AppRoot() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <>
      <RouterProvider router={router} />
      <CookieConsent />
      <SettingsUpdatedPromptGate />
    </>
  );
}

/**
 * The providers every page needs. The query cache (TanStack Query) belongs to the signed-in app
 * and is provided by its layout (src/app/layout/SignedInApp.tsx), one per sign-in.
 */
export function App() {
  return (
    <SettingsProvider>
      <AppThemeProvider>
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          <SessionProvider>
            <AppRoot />
          </SessionProvider>
        </SnackbarProvider>
      </AppThemeProvider>
    </SettingsProvider>
  );
}
