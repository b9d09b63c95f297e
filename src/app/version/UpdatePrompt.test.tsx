import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import {
  checkForServiceWorkerUpdate,
  forgetServiceWorker,
  registerAppServiceWorker,
} from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

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

// The snackbar is a lazy chunk: importing it once here keeps its first download (MUI through
// the test transform) out of the tests' waits.
beforeAll(() => import('./UpdateSnackbar'));

beforeEach(() => {
  forgetServiceWorker();
  sw.options = undefined;
  sw.updateSW.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

describe('service worker updates', () => {
  it('shows "New version available" with Reload when a new build waits; Reload activates it', async () => {
    registerAppServiceWorker();
    render(<UpdatePrompt />);
    expect(screen.queryByText('New version available')).toBeNull();

    act(() => sw.options?.onNeedRefresh?.());
    expect(await screen.findByText('New version available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.updateSW).toHaveBeenCalledWith(true);
  });

  it('reports unsupported before a worker is registered', async () => {
    expect(await checkForServiceWorkerUpdate()).toBe('unsupported');
  });

  it('asks the server for a new build: prompted when one is waiting, none otherwise', async () => {
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
    expect(await screen.findByText('New version available')).toBeInTheDocument();
  });
});
