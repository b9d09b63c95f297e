import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@/features/auth';
// By file, not through the settings index: the index also exports the top bar's settings
// button, which the public pages must not download.
import { AppThemeProvider } from '@/app/settings/AppThemeProvider';
import { SettingsProvider } from '@/app/settings/SettingsProvider';
import { SettingsUpdatedPromptGate } from '@/app/settings/SettingsUpdatedPromptGate';
import { CookieConsent } from '@/app/consent';
// By file: the service worker's update prompt, without the version check's Firestore read.
import { UpdatePrompt } from '@/app/version/UpdatePrompt';
import { createAppRouter } from './router';

function AppRoot() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <>
      <RouterProvider router={router} />
      <CookieConsent />
      <SettingsUpdatedPromptGate />
      <UpdatePrompt />
    </>
  );
}

/**
 * The providers every page needs. The query cache (TanStack Query) and the snackbar host
 * (notistack) belong to the signed-in app (src/app/layout/SignedInApp.tsx), so the public pages
 * do not download them; public pages show their errors inline.
 */
export function App() {
  return (
    <SettingsProvider>
      <AppThemeProvider>
        <SessionProvider>
          <AppRoot />
        </SessionProvider>
      </AppThemeProvider>
    </SettingsProvider>
  );
}
