export { AppThemeProvider } from './AppThemeProvider';
export { SETTINGS_UPDATED_COOKIE } from './cookies';
export { getEmotionCache } from './emotionCache';
export {
  DEFAULT_SETTINGS,
  parseSettings,
  restoreSettings,
  SETTINGS_STORAGE_KEY,
  storeSettings,
  type Settings,
} from './settings';
export { SettingsButton } from './SettingsButton';
export { useSettings, type SettingsContextValue } from './SettingsContext';
export { SettingsProvider } from './SettingsProvider';
export { SettingsUpdatedPrompt } from './SettingsUpdatedPrompt';
