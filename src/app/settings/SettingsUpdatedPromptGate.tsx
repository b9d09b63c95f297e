import { useState } from 'react';
import Cookies from 'js-cookie';
import { lazyWidget } from '@/lib/lazyWidget';
import { SETTINGS_UPDATED_COOKIE, settingsPromptDue } from './cookies';
import { useSettings } from './SettingsContext';

const SettingsUpdatedPrompt = lazyWidget(() =>
  import('./SettingsUpdatedPrompt').then((m) => m.SettingsUpdatedPrompt),
);

/**
 * Mounts the "Settings Updated" dialog only when it is due, so every page (the sign-in page
 * first) does not download a dialog most users never see. A lazy widget, as the update prompt:
 * a chunk that cannot be fetched offline shows nothing and loads when the connection returns.
 */
export function SettingsUpdatedPromptGate() {
  const { settings } = useSettings();
  const [due] = useState(() =>
    settingsPromptDue(settings.theme, Cookies.get(SETTINGS_UPDATED_COOKIE)),
  );
  return due ? <SettingsUpdatedPrompt /> : null;
}
