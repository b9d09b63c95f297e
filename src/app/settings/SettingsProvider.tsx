import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { restoreSettings, SETTINGS_STORAGE_KEY, storeSettings, type Settings } from './settings';
import { SettingsContext } from './SettingsContext';

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(() => restoreSettings());

  const saveSettings = useCallback((next: Settings) => {
    setSettings(next);
    storeSettings(next);
  }, []);

  // Another tab saving settings updates this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SETTINGS_STORAGE_KEY) setSettings(restoreSettings());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ settings, saveSettings }), [settings, saveSettings]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
