import { createContext, useContext } from 'react';
import type { Settings } from './settings';

interface SettingsContextValue {
  settings: Settings;
  /** Applies the settings at once and persists them in local storage. */
  saveSettings: (settings: Settings) => void;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
