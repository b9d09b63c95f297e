import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import { NEEDS_CONNECTION_SHORT } from '@/components/QueryState';
import {
  EmailOptOutSwitch,
  OPT_OUT_FAILED,
  OPT_OUT_LOAD_FAILED,
  OPT_OUT_SAVED,
} from './EmailOptOutSwitch';

const mocks = vi.hoisted(() => ({ isOptedOut: vi.fn(), setOptedOut: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('../api/mail-refs', () => ({ isOptedOut: mocks.isOptedOut }));
vi.mock('../api/opt-out', () => ({ setOptedOut: mocks.setOptedOut }));

const label = 'E-mail me about my orders and compliance reports';

describe('EmailOptOutSwitch', () => {
  beforeEach(() => {
    mocks.isOptedOut.mockReset().mockResolvedValue(false);
    mocks.setOptedOut.mockReset().mockResolvedValue(undefined);
  });

  it('shows the stored choice and opts the user out when switched off', async () => {
    renderWithSession(<EmailOptOutSwitch />);
    const toggle = await screen.findByRole('switch', { name: label });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(mocks.setOptedOut).toHaveBeenCalledWith({}, TEST_UID, true);
    expect(await screen.findByText(OPT_OUT_SAVED)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('keeps the choice and says so when saving fails', async () => {
    mocks.isOptedOut.mockResolvedValue(true);
    mocks.setOptedOut.mockRejectedValue(Object.assign(new Error('no'), { code: 'unavailable' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSession(<EmailOptOutSwitch />);
    const toggle = await screen.findByRole('switch', { name: label });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(OPT_OUT_FAILED)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('shows a spinner until the stored choice is read', async () => {
    renderWithSession(<EmailOptOutSwitch />);
    expect(
      screen.getByRole('status', { name: 'Loading your e-mail preference' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: label })).toBeChecked();
    expect(
      screen.queryByRole('status', { name: 'Loading your e-mail preference' }),
    ).not.toBeInTheDocument();
  });

  it('offline, with the choice never read here, says it needs a connection instead of a switch', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mocks.isOptedOut.mockReturnValue(new Promise(() => {}));
    renderWithSession(<EmailOptOutSwitch />);
    expect(await screen.findByText(NEEDS_CONNECTION_SHORT)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says the choice could not be loaded, and shows it after Retry', async () => {
    mocks.isOptedOut.mockRejectedValueOnce(new Error('permission-denied'));
    renderWithSession(<EmailOptOutSwitch />);
    expect(await screen.findByText(OPT_OUT_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: label })).toBeChecked();
  });
});
