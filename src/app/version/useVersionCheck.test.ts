// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useVersionCheck, type VersionCheckOptions } from './useVersionCheck';
import {
  VERSION_CHECK_ATTEMPTS_KEY,
  VERSION_HARD_REFRESH_MESSAGE,
  VERSION_RELOADING_MESSAGE,
} from './versionCheck';

const mocks = vi.hoisted(() => ({
  doc: vi.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
  getDoc: vi.fn(),
  enqueueSnackbar: vi.fn(),
  checkForServiceWorkerUpdate: vi.fn(),
}));

vi.mock('@/lib/firebase', () => ({ db: { fake: 'db' } }));
vi.mock('firebase/firestore', () => ({ doc: mocks.doc, getDoc: mocks.getDoc }));
vi.mock('./serviceWorker', () => ({
  checkForServiceWorkerUpdate: mocks.checkForServiceWorkerUpdate,
}));
vi.mock('notistack', () => ({
  useSnackbar: () => ({ enqueueSnackbar: mocks.enqueueSnackbar, closeSnackbar: vi.fn() }),
}));

function snapshot(data: Record<string, unknown> | undefined) {
  return {
    exists: () => data !== undefined,
    get: (field: string) => data?.[field],
  };
}

/** Renders the hook and lets the mocked getDoc resolve. */
async function runCheck(options: VersionCheckOptions = {}) {
  const reload = vi.fn();
  const view = renderHook(() => useVersionCheck({ appVersion: '1.3.2', reload, ...options }));
  await act(async () => {});
  return { reload, ...view };
}

const attempts = () => localStorage.getItem(VERSION_CHECK_ATTEMPTS_KEY);

describe('useVersionCheck', () => {
  beforeEach(() => {
    localStorage.clear();
    mocks.getDoc.mockReset();
    mocks.enqueueSnackbar.mockReset();
    mocks.doc.mockClear();
    mocks.checkForServiceWorkerUpdate.mockReset().mockResolvedValue('unsupported');
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads appVersion from app_config/app', async () => {
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '1.3.2' }));
    await runCheck();
    expect(mocks.doc).toHaveBeenCalledWith({ fake: 'db' }, 'app_config', 'app');
    expect(mocks.getDoc).toHaveBeenCalledTimes(1);
  });

  it('clears the attempt counter when the versions match', async () => {
    localStorage.setItem(VERSION_CHECK_ATTEMPTS_KEY, '2');
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '1.3.2' }));
    const { reload } = await runCheck();
    expect(attempts()).toBeNull();
    expect(mocks.enqueueSnackbar).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
  });

  it('when outdated, counts the attempt, shows the error toast and reloads after 1.5 s', async () => {
    localStorage.setItem(VERSION_CHECK_ATTEMPTS_KEY, '1');
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '1.10.0' }));
    const { reload } = await runCheck();

    expect(attempts()).toBe('2');
    expect(mocks.enqueueSnackbar).toHaveBeenCalledExactlyOnceWith(
      'The app version is outdated, reloading the app to get the latest version',
      { variant: 'error' },
    );
    vi.advanceTimersByTime(1499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('starts the counter at 1 on the first outdated load', async () => {
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '1.4.0' }));
    await runCheck();
    expect(attempts()).toBe('1');
  });

  it('after 3 attempts asks for a hard refresh in a persistent toast and does not reload', async () => {
    localStorage.setItem(VERSION_CHECK_ATTEMPTS_KEY, '3');
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '2.0.0' }));
    const { reload } = await runCheck();

    expect(mocks.enqueueSnackbar).toHaveBeenCalledExactlyOnceWith(
      'The app version is outdated, please hard refresh the page using cmd+shift+r (ctrl+shift+r on windows)',
      { variant: 'error', persist: true },
    );
    expect(attempts()).toBe('3');
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses an injected timer', async () => {
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '1.3.3' }));
    const schedule = vi.fn();
    const { reload } = await runCheck({ schedule });
    expect(schedule).toHaveBeenCalledExactlyOnceWith(reload, 1500);
  });

  it('is ok when this build is newer than the configured version', async () => {
    localStorage.setItem(VERSION_CHECK_ATTEMPTS_KEY, '1');
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '1.2.9' }));
    await runCheck();
    expect(attempts()).toBeNull();
    expect(mocks.enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('logs and does nothing when the document or the field is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(VERSION_CHECK_ATTEMPTS_KEY, '1');
    mocks.getDoc.mockResolvedValueOnce(snapshot(undefined));
    await runCheck();
    mocks.getDoc.mockResolvedValueOnce(snapshot({ other: 1 }));
    await runCheck();

    expect(warn).toHaveBeenCalledTimes(2);
    expect(attempts()).toBe('1');
    expect(mocks.enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('logs and does nothing when the read fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mocks.getDoc.mockRejectedValue(new Error('offline'));
    const { reload } = await runCheck();

    expect(error).toHaveBeenCalledWith(
      'Version check: unable to read the app configuration',
      expect.any(Error),
    );
    expect(mocks.enqueueSnackbar).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when unmounted before the read finishes', async () => {
    let resolve: (value: unknown) => void = () => {};
    mocks.getDoc.mockReturnValue(new Promise((r) => (resolve = r)));
    const reload = vi.fn();
    const { unmount } = renderHook(() => useVersionCheck({ appVersion: '1.3.2', reload }));
    unmount();
    await act(async () => resolve(snapshot({ appVersion: '9.9.9' })));
    expect(mocks.enqueueSnackbar).not.toHaveBeenCalled();
    expect(attempts()).toBeNull();
  });

  it('uses the exported message texts', () => {
    expect(VERSION_RELOADING_MESSAGE).toBe(
      'The app version is outdated, reloading the app to get the latest version',
    );
    expect(VERSION_HARD_REFRESH_MESSAGE).toBe(
      'The app version is outdated, please hard refresh the page using cmd+shift+r (ctrl+shift+r on windows)',
    );
  });

  it('under a service worker with a waiting build, leaves it to the update prompt', async () => {
    mocks.checkForServiceWorkerUpdate.mockResolvedValue('prompted');
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '1.4.0' }));
    const { reload } = await runCheck();

    expect(mocks.checkForServiceWorkerUpdate).toHaveBeenCalledTimes(1);
    expect(mocks.enqueueSnackbar).not.toHaveBeenCalled();
    expect(attempts()).toBeNull();
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
  });

  it('under a service worker with nothing newer on the server, asks for a hard refresh at once', async () => {
    mocks.checkForServiceWorkerUpdate.mockResolvedValue('none');
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '1.4.0' }));
    const { reload } = await runCheck();

    expect(mocks.enqueueSnackbar).toHaveBeenCalledExactlyOnceWith(VERSION_HARD_REFRESH_MESSAGE, {
      variant: 'error',
      persist: true,
    });
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not ask the service worker when the version is current', async () => {
    mocks.getDoc.mockResolvedValue(snapshot({ appVersion: '1.3.2' }));
    await runCheck();
    expect(mocks.checkForServiceWorkerUpdate).not.toHaveBeenCalled();
  });
});
