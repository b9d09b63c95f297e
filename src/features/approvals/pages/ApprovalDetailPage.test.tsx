import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { Timestamp } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/queryClient';
import { renderWithSession } from '@/testing/renderWithSession';
import type { Approval } from '../model/types';
import ApprovalDetailPage from './ApprovalDetailPage';

vi.mock('@/lib/firebase', () => ({
  db: {},
  functions: {},
  getStorageOrNull: () => null,
  STORAGE_UNAVAILABLE_MESSAGE: 'File storage is not available',
}));
const reads = vi.hoisted(() => ({
  getApproval: vi.fn(),
  markApprovalRead: vi.fn(),
}));
// The decisions are the server's: the callable as the web SDK gives it.
const decide = vi.hoisted(() => vi.fn());
vi.mock('firebase/functions', () => ({ httpsCallable: () => decide }));
vi.mock('../api/read-approvals', () => ({ ...reads, deleteDraft: vi.fn() }));
vi.mock('../components/useRequestOptions', () => ({
  useRequestOptions: () => ({ data: { locations: [], items: [] } }),
}));
// The offline queue's IndexedDB is not in jsdom.
vi.mock('@/features/offline/hooks/useQueuedPhotos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/offline/hooks/useQueuedPhotos')>()),
  useQueuedPhotos: () => [],
}));

const AT = Timestamp.fromMillis(Date.UTC(2026, 10, 1));
const REQUEST: Approval = {
  id: 'req-1',
  formId: 'event',
  status: 'submitted',
  name: 'Harbor festival stand',
  details: 'Two days at the pier',
  userId: 'someone-else',
  requesterName: 'Owner Olsen',
  isTruckForm: true,
  dueDate: null,
  lastReviewed: null,
  revisionNotes: [],
  history: [],
  readRecipients: [],
  files: [],
  assigneeId: null,
  createdAt: AT,
  updatedAt: AT,
  lastUpdated: AT,
  territoryId: 't1',
  territoryName: 'North',
  franchiseeLocationId: 'loc-1',
  franchiseeLocationName: 'North Truck',
  franchiseeLocationType: 'truck',
};

const ROUTE = { route: '/approvals/req-1', path: '/approvals/:id' };
const app = (ui: React.ReactElement) => (
  <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
);

beforeEach(() => {
  reads.getApproval.mockReset().mockResolvedValue(REQUEST);
  reads.markApprovalRead.mockReset().mockResolvedValue(undefined);
  decide.mockReset().mockResolvedValue({ data: { status: 'approved', alreadyDecided: false } });
});
afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('ApprovalDetailPage', () => {
  it('shows a spinner, then the request, and marks it read', async () => {
    let answer: (request: Approval) => void = () => undefined;
    reads.getApproval.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithSession(app(<ApprovalDetailPage />), {
      ...ROUTE,
      profile: { role: 'superAdmin' },
    });
    expect(await screen.findByRole('status', { name: 'Loading the request' })).toBeInTheDocument();
    answer(REQUEST);
    expect(
      await screen.findByRole('heading', { name: 'Harbor festival stand' }),
    ).toBeInTheDocument();
    expect(reads.getApproval).toHaveBeenCalledWith({}, 'req-1');
    await waitFor(() => expect(reads.markApprovalRead).toHaveBeenCalledWith({}, 'req-1', user.uid));
  });

  it('offline, a request never opened on this device needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reads.getApproval.mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    renderWithSession(app(<ApprovalDetailPage />), { ...ROUTE, profile: { role: 'superAdmin' } });
    expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Harbor festival stand' })).toBeNull();
  });

  it('computes what changed since the last review from the values the reviewer returned', async () => {
    reads.getApproval.mockResolvedValue({
      ...REQUEST,
      status: 'resubmitted',
      venue: 'Pier 4',
      expectedGuests: 250,
      lastReviewed: { ...REQUEST, venue: 'Pier 4', expectedGuests: 120 },
    });
    renderWithSession(app(<ApprovalDetailPage />), { ...ROUTE, profile: { role: 'superAdmin' } });
    const table = await screen.findByRole('table', { name: 'Changed since the last review' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeNow', 'Expected guests120250']);
  });

  it('says when the request does not exist', async () => {
    reads.getApproval.mockResolvedValue(null);
    renderWithSession(app(<ApprovalDetailPage />), { ...ROUTE, profile: { role: 'superAdmin' } });
    expect(await screen.findByText('This request does not exist.')).toBeInTheDocument();
  });

  /** Opens the decision `action` as a Super Admin, types `notes` and confirms it. */
  async function decideAs(action: 'Approve' | 'Deny', notes: string) {
    renderWithSession(app(<ApprovalDetailPage />), { ...ROUTE, profile: { role: 'superAdmin' } });
    await userEvent.click(await screen.findByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), notes);
    await userEvent.click(within(dialog).getByRole('button', { name: action }));
    return dialog;
  }

  it("sends a reviewer's decision to the server with its notes", async () => {
    await decideAs('Approve', 'Looks fine');
    await waitFor(() =>
      expect(decide).toHaveBeenCalledWith({
        requestId: 'req-1',
        action: 'approve',
        notes: 'Looks fine',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offline, says a decision needs a connection and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const dialog = await decideAs('Deny', 'No receipt');
    expect(
      await within(dialog).findByText(
        'Deciding a request needs a connection: nothing was decided. Decide it again when you are back online.',
      ),
    ).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses a decision", async () => {
    decide.mockRejectedValue(
      Object.assign(
        new Error('This request is not waiting for a decision (any more): reload it. [412]'),
        { code: 'functions/failed-precondition' },
      ),
    );
    const dialog = await decideAs('Deny', 'No receipt');
    expect(
      await within(dialog).findByText(
        'This request is not waiting for a decision (any more): reload it.',
      ),
    ).toBeInTheDocument();
  });
});
