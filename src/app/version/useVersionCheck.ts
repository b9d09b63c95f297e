import { useEffect, useRef } from 'react';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import { APP_VERSION } from '@/lib/config';
import { getConfiguredVersion } from './app-config';
import { checkForServiceWorkerUpdate, type ServiceWorkerUpdateResult } from './serviceWorker';
import {
  decideVersionAction,
  parseAttempts,
  VERSION_CHECK_ATTEMPT_LIMIT,
  VERSION_CHECK_ATTEMPTS_KEY,
  VERSION_HARD_REFRESH_MESSAGE,
  VERSION_RELOAD_DELAY_MS,
  VERSION_RELOADING_MESSAGE,
} from './versionCheck';

export interface VersionCheckOptions {
  /** Version of this build; defaults to APP_VERSION. */
  appVersion?: string;
  limit?: number;
  /** Reloads the page; defaults to window.location.reload(). */
  reload?: () => void;
  /** Runs a callback after a delay; defaults to window.setTimeout. */
  schedule?: (callback: () => void, delayMs: number) => void;
  /** Where the attempt counter lives; defaults to localStorage. */
  storage?: Storage;
  /** Asks the service worker for the newer build; defaults to checkForServiceWorkerUpdate. */
  checkForUpdate?: () => Promise<ServiceWorkerUpdateResult>;
}

const defaultReload = () => window.location.reload();
const defaultSchedule = (callback: () => void, delayMs: number) => {
  window.setTimeout(callback, delayMs);
};

/**
 * Once on mount, compares this build's version with `app_config/app.appVersion` and reloads or
 * asks for a hard refresh when outdated (spec 01 §4). A missing value or failed read is logged
 * and ignored. Must be used inside notistack's SnackbarProvider.
 *
 * Under a service worker a plain reload would serve the same precached build again (the old
 * reload loop), so when outdated it first asks the worker for the new build: if one is waiting,
 * the "New version available - Reload" prompt takes over; if the server has none, only a hard
 * refresh (which bypasses the worker) can help.
 */
export function useVersionCheck(options: VersionCheckOptions = {}): void {
  const { enqueueSnackbar } = useSnackbar();
  // The check runs once; keep the latest options without re-running the effect.
  const latest = useRef({ options, enqueueSnackbar });
  useEffect(() => {
    latest.current = { options, enqueueSnackbar };
  });

  useEffect(() => {
    let cancelled = false; // StrictMode mounts twice: only the surviving mount acts.

    const run = async () => {
      let configuredVersion: unknown;
      try {
        configuredVersion = await getConfiguredVersion(db);
      } catch (error) {
        console.error('Version check: unable to read the app configuration', error);
        return;
      }
      if (cancelled) return;
      if (typeof configuredVersion !== 'string' || configuredVersion.trim() === '') {
        console.warn('Version check: app_config/app has no appVersion; skipping');
        return;
      }

      const {
        options: {
          appVersion = APP_VERSION,
          limit = VERSION_CHECK_ATTEMPT_LIMIT,
          reload = defaultReload,
          schedule = defaultSchedule,
          storage = window.localStorage,
          checkForUpdate = checkForServiceWorkerUpdate,
        },
        enqueueSnackbar: enqueue,
      } = latest.current;

      const attempts = parseAttempts(storage.getItem(VERSION_CHECK_ATTEMPTS_KEY));
      const action = decideVersionAction({ appVersion, configuredVersion, attempts, limit });

      if (action === 'ok') {
        storage.removeItem(VERSION_CHECK_ATTEMPTS_KEY);
        return;
      }
      const worker = await checkForUpdate();
      if (cancelled || worker === 'prompted') return;
      if (worker === 'none') {
        enqueue(VERSION_HARD_REFRESH_MESSAGE, { variant: 'error', persist: true });
      } else if (action === 'reload') {
        storage.setItem(VERSION_CHECK_ATTEMPTS_KEY, String(attempts + 1));
        enqueue(VERSION_RELOADING_MESSAGE, { variant: 'error' });
        schedule(reload, VERSION_RELOAD_DELAY_MS);
      } else {
        enqueue(VERSION_HARD_REFRESH_MESSAGE, { variant: 'error', persist: true });
      }
    };

    void run();
    return () => {
      cancelled = true;
    };
  }, []);
}
