import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { ApprovalsBell } from './ApprovalsBell';

vi.mock('@/lib/firebase', () => ({ db: {} }));
const reads = vi.hoisted(() => ({ countOpenApprovals: vi.fn() }));
vi.mock('../api/read-approvals', () => ({
  ...reads,
  getOpenApprovalsPage: vi.fn(),
  markAllOpenApprovalsRead: vi.fn(),
  markApprovalRead: vi.fn(),
}));

beforeEach(() => {
  reads.countOpenApprovals.mockReset().mockResolvedValue({ unread: 3, total: 5 });
});

describe('ApprovalsBell', () => {
  it("shows a reviewer's unread count from the count query", async () => {
    const { user } = renderWithSession(<ApprovalsBell />, { profile: { role: 'superAdmin' } });
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.getByTestId('approvals-bell-badge')).toHaveTextContent('3');
    expect(reads.countOpenApprovals).toHaveBeenCalledWith({}, user.uid);
  });

  it('is not there without Review Approval Requests, and counts nothing', () => {
    renderWithSession(<ApprovalsBell />, { profile: { role: 'manager' } });
    expect(screen.queryByTestId('approvals-bell-badge')).toBeNull();
    expect(reads.countOpenApprovals).not.toHaveBeenCalled();
  });
});
