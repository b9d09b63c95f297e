export { APP_CONFIG_DOC_ID, getConfiguredVersion } from './app-config';
export { useVersionCheck, type VersionCheckOptions } from './useVersionCheck';
export {
  compareVersions,
  decideVersionAction,
  parseAttempts,
  parseVersion,
  VERSION_CHECK_ATTEMPT_LIMIT,
  VERSION_CHECK_ATTEMPTS_KEY,
  VERSION_HARD_REFRESH_MESSAGE,
  VERSION_RELOAD_DELAY_MS,
  VERSION_RELOADING_MESSAGE,
  type VersionAction,
  type VersionDecisionInput,
} from './versionCheck';
export {
  applyServiceWorkerUpdate,
  checkForServiceWorkerUpdate,
  registerAppServiceWorker,
  type ServiceWorkerUpdateResult,
} from './serviceWorker';
export { UpdatePrompt } from './UpdatePrompt';
export { UPDATE_AVAILABLE_MESSAGE } from './UpdateSnackbar';
