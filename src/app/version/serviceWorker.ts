/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * The app's service worker (vite-plugin-pwa, Workbox) and its update state. A new build waits
 * until the user accepts "New version available - Reload" (registerType 'prompt'), so a page is
 * never swapped under a half-filled form; the version check (spec 01 §4) asks it to look for
 * that new build instead of reloading into the same precached one.
 */
export type ServiceWorkerUpdateResult = 'prompted' | 'none' | 'unsupported';

let registration: ServiceWorkerRegistration | undefined;
let updateSW: ((reloadPage?: boolean) => Promise<void>) | undefined;
let needRefresh = false;
const listeners = new Set<() => void>();

function setNeedRefresh(value: boolean) {
  needRefresh = value;
  listeners.forEach((listener) => listener());
}

/** Registers the service worker once at start-up (production builds; a no-op where unsupported). */
export function registerAppServiceWorker(): void {
  if (updateSW || !('serviceWorker' in navigator)) return;
  updateSW = registerSW({
    onNeedRefresh: () => setNeedRefresh(true),
    onRegisteredSW: (_url, registered) => {
      registration = registered;
    },
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}

/** For tests: back to before registration (the state is one per page in the app). */
export function forgetServiceWorker(): void {
  registration = undefined;
  updateSW = undefined;
  needRefresh = false;
}

export function subscribeNeedRefresh(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getNeedRefresh = (): boolean => needRefresh;

/** Activates the waiting build and reloads the page into it. */
export async function applyServiceWorkerUpdate(): Promise<void> {
  setNeedRefresh(false);
  if (updateSW) await updateSW(true);
  else window.location.reload();
}

/**
 * Asks the server for a newer service worker. `prompted`: one is installed and waiting (the
 * prompt shows); `none`: the server has nothing newer; `unsupported`: no service worker here.
 */
export async function checkForServiceWorkerUpdate(): Promise<ServiceWorkerUpdateResult> {
  if (!registration) return 'unsupported';
  try {
    await registration.update();
  } catch (error) {
    console.warn('Service worker update check failed', error);
    return 'none';
  }
  const installing = registration.installing;
  if (installing) {
    await new Promise<void>((resolve) => {
      installing.addEventListener('statechange', () => {
        if (installing.state !== 'installing') resolve();
      });
    });
  }
  if (registration.waiting) {
    setNeedRefresh(true);
    return 'prompted';
  }
  return 'none';
}
