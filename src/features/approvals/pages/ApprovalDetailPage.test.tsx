import { screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { Timestamp } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/queryClient';
import { renderWithSession } from '@/testing/renderWithSession';
import type { Approval } from '../model/types';
import ApprovalDetailPage from './ApprovalDetailPage';

vi.mock('@/lib/firebase', () => ({
  db: {},
  getStorageOrNull: () => null,
  STORAGE_UNAVAILABLE_MESSAGE: 'File storage is not available',
}));
const reads = vi.hoisted(() => ({
  getApproval: vi.fn(),
  markApprovalRead: vi.fn(),
}));
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
});
