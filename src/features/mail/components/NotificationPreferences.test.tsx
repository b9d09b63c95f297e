import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import { NEEDS_CONNECTION_SHORT } from '@/components/QueryState';
import {
  NotificationPreferences,
  PREFERENCES_FAILED,
  PREFERENCES_LOAD_FAILED,
  PREFERENCES_SAVED,
} from './NotificationPreferences';
import { readPreferences } from '../model/preferences';

const mocks = vi.hoisted(() => ({ getMyPreferences: vi.fn(), savePreferences: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('../api/mail-refs', () => ({ getMyPreferences: mocks.getMyPreferences }));
vi.mock('../api/preferences', () => ({ savePreferences: mocks.savePreferences }));

const FAILED = 'Compliance report failed or DNQ';

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

describe('NotificationPreferences', () => {
  beforeEach(() => {
    mocks.getMyPreferences.mockReset().mockResolvedValue(readPreferences(null, false));
    mocks.savePreferences.mockReset().mockResolvedValue(undefined);
  });

  it('shows each kind immediately by default and saves a change of one', async () => {
    renderWithSession(<NotificationPreferences />);
    const select = await screen.findByRole('combobox', { name: FAILED });
    expect(select).toHaveTextContent('Immediately');
    expect(screen.queryByRole('combobox', { name: 'Order submitted' })).not.toBeInTheDocument();
    await choose(FAILED, 'Never');
    expect(await screen.findByText(PREFERENCES_SAVED)).toBeInTheDocument();
    const [, uid, kinds] = mocks.savePreferences.mock.calls[0] as [unknown, string, object];
    expect(uid).toBe(TEST_UID);
    expect(kinds).toMatchObject({ complianceFailed: 'never', orderApproved: 'immediately' });
    expect(kinds).not.toHaveProperty('orderSubmitted');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: FAILED })).toHaveTextContent('Never'),
    );
  });

  it("offers the scheduled jobs' kinds, the weekly summary without the daily digest", async () => {
    renderWithSession(<NotificationPreferences />);
    await choose('Inspection due', 'In the daily digest');
    expect(await screen.findByText(PREFERENCES_SAVED)).toBeInTheDocument();
    const [, , kinds] = mocks.savePreferences.mock.calls[0] as [unknown, string, object];
    expect(kinds).toMatchObject({ inspectionDue: 'digest', salesLate: 'immediately' });
    expect(kinds).not.toHaveProperty('approvalSubmitted');
    await userEvent.click(screen.getByRole('combobox', { name: 'Weekly summary' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Immediately', 'Never']);
  });

  it('shows one "saved" toast per save, and one only after two changes', async () => {
    // Toasts that never hide by themselves: two stacked ones would stay, whatever the timing.
    renderWithSession(
      <SnackbarProvider autoHideDuration={null}>
        <NotificationPreferences />
      </SnackbarProvider>,
    );
    await choose(FAILED, 'Never');
    await screen.findByText(PREFERENCES_SAVED);
    expect(screen.getAllByText(PREFERENCES_SAVED)).toHaveLength(1);
    await choose('Approval request decided', 'In the daily digest');
    // The second save is through once its choice shows (its toast is enqueued in that step).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Approval request decided' })).toHaveTextContent(
        'In the daily digest',
      ),
    );
    expect(mocks.savePreferences).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getAllByText(PREFERENCES_SAVED)).toHaveLength(1));
  });

  it('shows an old opt-out as never', async () => {
    mocks.getMyPreferences.mockResolvedValue(readPreferences(null, true));
    renderWithSession(<NotificationPreferences />);
    expect(await screen.findByRole('combobox', { name: FAILED })).toHaveTextContent('Never');
  });

  it('keeps the choice and says so when saving fails', async () => {
    mocks.savePreferences.mockRejectedValue(
      Object.assign(new Error('no'), { code: 'unavailable' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSession(<NotificationPreferences />);
    await choose(FAILED, 'In the daily digest');
    expect(await screen.findByText(PREFERENCES_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: FAILED })).toHaveTextContent('Immediately');
  });

  it('offline, with the choices never read here, says it needs a connection instead', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mocks.getMyPreferences.mockReturnValue(new Promise(() => {}));
    renderWithSession(<NotificationPreferences />);
    expect(await screen.findByText(NEEDS_CONNECTION_SHORT)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says the choices could not be loaded, and shows them after Retry', async () => {
    mocks.getMyPreferences.mockRejectedValueOnce(new Error('permission-denied'));
    renderWithSession(<NotificationPreferences />);
    expect(await screen.findByText(PREFERENCES_LOAD_FAILED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: FAILED })).toHaveTextContent('Immediately');
  });
});
