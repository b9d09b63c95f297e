import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPath, renderWithSession } from '@/testing/renderWithSession';
import type { ComplianceAction } from '../model/actions';
import { ACTIONS_BELL, ActionsBell } from './ActionsBell';

vi.mock('@/lib/firebase', () => ({ db: {} }));
const bell = vi.hoisted(() => ({ countAssignedActions: vi.fn(), firstAssignedActions: vi.fn() }));
vi.mock('../api/actions-bell', () => bell);
// The page-wide list would read every action: the bell must not.
const list = vi.hoisted(() => ({ listActions: vi.fn() }));
vi.mock('../api/list-actions', () => list);

const DAY = 86_400_000;
const action = (id: string, question: string, dueAt: number) =>
  ({
    id,
    question,
    franchiseeLocationName: 'North Cafe',
    status: 'open',
    isActive: true,
    dueAt,
  }) as ComplianceAction;

beforeEach(() => {
  bell.countAssignedActions.mockReset().mockResolvedValue(12);
  bell.firstAssignedActions
    .mockReset()
    .mockResolvedValue([
      action('a1', 'Clean the fryer hood', Date.now() - DAY),
      action('a2', 'Label the walk-in', Date.now() + DAY),
    ]);
  list.listActions.mockReset();
});

describe('ActionsBell', () => {
  it('shows the count of every assigned action without reading them', async () => {
    const { user } = renderWithSession(<ActionsBell />, { profile: { role: 'manager' } });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByTestId('actions-badge')).toHaveTextContent('12');
    expect(bell.countAssignedActions).toHaveBeenCalledWith({}, user.uid);
    expect(bell.firstAssignedActions).not.toHaveBeenCalled();
    expect(list.listActions).not.toHaveBeenCalled();
  });

  it('reads one page of five when opened, overdue first', async () => {
    const { user } = renderWithSession(<ActionsBell />, { profile: { role: 'manager' } });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(ACTIONS_BELL) }));
    expect(await screen.findByText('Clean the fryer hood')).toBeVisible();
    expect(screen.getByText(/Overdue since/)).toBeVisible();
    expect(screen.getByText('Label the walk-in')).toBeVisible();
    expect(bell.firstAssignedActions).toHaveBeenCalledTimes(1);
    expect(bell.firstAssignedActions).toHaveBeenCalledWith({}, user.uid, 5);
    expect(screen.getByTestId('actions-badge')).toHaveTextContent('12');
  });

  it('opens the action chosen, not the whole list', async () => {
    renderWithSession(<ActionsBell />, { profile: { role: 'manager' } });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(ACTIONS_BELL) }));
    await userEvent.click(await screen.findByText('Label the walk-in'));
    expect(currentPath()).toBe('/app/compliance-v2/actions?action=a2');
  });

  it('is not there without View Compliance Reports, and counts nothing', () => {
    renderWithSession(<ActionsBell />, { profile: { role: null } });
    expect(screen.queryByTestId('actions-badge')).toBeNull();
    expect(bell.countAssignedActions).not.toHaveBeenCalled();
  });
});
