export { useVersionCheck } from './useVersionCheck';
export { registerAppServiceWorker } from './serviceWorker';
