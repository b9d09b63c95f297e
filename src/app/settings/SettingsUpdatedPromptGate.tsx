import { lazy, Suspense, useState } from 'react';
import Cookies from 'js-cookie';
import { SETTINGS_UPDATED_COOKIE, settingsPromptDue } from './cookies';
import { useSettings } from './SettingsContext';

const SettingsUpdatedPrompt = lazy(() =>
  import('./SettingsUpdatedPrompt').then((m) => ({ default: m.SettingsUpdatedPrompt })),
);

/**
 * Mounts the "Settings Updated" dialog only when it is due, so every page (the sign-in page
 * first) does not download a dialog most users never see.
 */
export function SettingsUpdatedPromptGate() {
  const { settings } = useSettings();
  const [due] = useState(() =>
    settingsPromptDue(settings.theme, Cookies.get(SETTINGS_UPDATED_COOKIE)),
  );
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <SettingsUpdatedPrompt />
    </Suspense>
  );
}
