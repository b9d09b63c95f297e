import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

const sw = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  updateSW: vi.fn(async (_reload?: boolean) => {}),
}));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    sw.options = options;
    return sw.updateSW;
  },
}));

/** A fresh copy of the module state per test (it is a singleton in the app). */
async function load() {
  vi.resetModules();
  const worker = await import('./serviceWorker');
  const { UpdatePrompt } = await import('./UpdatePrompt');
  return { ...worker, UpdatePrompt };
}

function fakeRegistration(after: { waiting: boolean }) {
  const registration = {
    installing: null,
    waiting: null as unknown,
    update: vi.fn(async () => {
      if (after.waiting) registration.waiting = {};
    }),
  };
  return registration;
}

beforeEach(() => {
  sw.options = undefined;
  sw.updateSW.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

describe('service worker updates', () => {
  it('shows "New version available" with Reload when a new build waits; Reload activates it', async () => {
    const { registerAppServiceWorker, UpdatePrompt } = await load();
    registerAppServiceWorker();
    render(<UpdatePrompt />);
    expect(screen.queryByText('New version available')).toBeNull();

    act(() => sw.options?.onNeedRefresh?.());
    // The snackbar's own chunk loads first: slow on a busy machine, with MUI in a fresh module graph.
    expect(
      await screen.findByText('New version available', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.updateSW).toHaveBeenCalledWith(true);
  }, 20000); // the first test imports MUI into a fresh module graph

  it('reports unsupported before a worker is registered', async () => {
    const { checkForServiceWorkerUpdate } = await load();
    expect(await checkForServiceWorkerUpdate()).toBe('unsupported');
  });

  it('asks the server for a new build: prompted when one is waiting, none otherwise', async () => {
    const { registerAppServiceWorker, checkForServiceWorkerUpdate, UpdatePrompt } = await load();
    registerAppServiceWorker();
    render(<UpdatePrompt />);

    const nothingNew = fakeRegistration({ waiting: false });
    sw.options?.onRegisteredSW?.('/sw.js', nothingNew as unknown as ServiceWorkerRegistration);
    expect(await checkForServiceWorkerUpdate()).toBe('none');
    expect(nothingNew.update).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('New version available')).toBeNull();

    const newBuild = fakeRegistration({ waiting: true });
    sw.options?.onRegisteredSW?.('/sw.js', newBuild as unknown as ServiceWorkerRegistration);
    await act(async () => {
      expect(await checkForServiceWorkerUpdate()).toBe('prompted');
    });
    expect(
      await screen.findByText('New version available', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 20000);
});
