import { screen } from '@testing-library/react';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { Timestamp } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/queryClient';
import { renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import type { ComplianceQuestion } from '../../model/types';
import type { StoredReport } from '../api/get-report-for-form';
import { FOREIGN_DRAFT } from '../api/load-report-form';
import type { ReportLocation } from '../../model/location';
import { DraftEditPage, NewReportPage } from './ReportFormPage';

vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('../api/report-refs', () => ({ newReportId: () => 'new-report' }));
const getLocation = vi.fn(async (..._a: unknown[]): Promise<ReportLocation | null> => null);
vi.mock('../api/get-location', () => ({ getLocation: (...a: unknown[]) => getLocation(...a) }));
const getReportForForm = vi.fn(async (..._a: unknown[]): Promise<StoredReport | null> => null);
vi.mock('../api/get-report-for-form', () => ({
  getReportForForm: (...a: unknown[]) => getReportForForm(...a),
}));
const listQuestionsByType = vi.fn(async (..._a: unknown[]): Promise<ComplianceQuestion[]> => []);
vi.mock('../../catalogue/api/list-questions', () => ({
  listQuestionsByType: (...a: unknown[]) => listQuestionsByType(...a),
}));
vi.mock('../../catalogue/api/list-sections', () => ({ listSections: async () => [] }));
vi.mock('../../history/components/usePreviousAnswers', () => ({
  usePreviousAnswers: () => undefined,
}));
// The form itself has its own tests: here only what it is started with matters.
vi.mock('../components/ReportForm', () => ({
  ReportForm: (props: { reportId: string; initial: { questions: unknown[] } }) => (
    <p>
      Form of {props.reportId} with {props.initial.questions.length} questions
    </p>
  ),
}));

const TRUCK: ReportLocation = {
  id: 'loc-1',
  name: 'North Truck',
  type: 'truck',
  territoryId: 't-1',
  territoryName: 'North',
};
const QUESTION: ComplianceQuestion = {
  id: 'q1',
  question: 'Is the cooler below 41°F?',
  type: 'truck',
  sectionId: 's1',
  weight: 3,
  order: 1,
  createdAt: Timestamp.fromMillis(0),
  updatedAt: Timestamp.fromMillis(0),
};

const DRAFT = {
  id: 'draft-1',
  status: 'draft',
  userId: TEST_UID,
  serialNo: 0,
  createdAtMs: 1,
  franchiseeLocationId: TRUCK.id,
  franchiseeLocationName: TRUCK.name,
  franchiseeLocationType: 'truck',
  territoryId: TRUCK.territoryId,
  territoryName: TRUCK.territoryName,
  questions: [],
  highlightNotes: '',
  lowlightNotes: '',
} as unknown as StoredReport;

const app = (ui: React.ReactElement) => (
  <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
);

beforeEach(() => {
  getLocation.mockReset().mockResolvedValue(TRUCK);
  listQuestionsByType.mockReset().mockResolvedValue([QUESTION]);
  getReportForForm.mockReset().mockResolvedValue(DRAFT);
});
afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('ReportFormPage', () => {
  it('shows a spinner, then the new form built from the catalogue', async () => {
    let answer: (questions: ComplianceQuestion[]) => void = () => undefined;
    listQuestionsByType.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithSession(app(<NewReportPage />), {
      route: '/new/truck/loc-1',
      path: '/new/:locationType/:franchiseeLocationId',
    });
    expect(
      await screen.findByRole('status', { name: 'Loading the compliance form' }),
    ).toBeInTheDocument();
    answer([QUESTION]);
    expect(await screen.findByText(/Form of new-report with \d+ questions/)).toBeInTheDocument();
    expect(screen.getByText('North Truck · North · Truck')).toBeInTheDocument();
    expect(getLocation).toHaveBeenCalledWith({}, 'loc-1');
  });

  it('offline without the catalogue on this device, needs a connection instead of an empty form', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    listQuestionsByType.mockResolvedValue([]);
    renderWithSession(app(<NewReportPage />), {
      route: '/new/truck/loc-1',
      path: '/new/:locationType/:franchiseeLocationId',
    });
    expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
    expect(screen.queryByText(/Form of/)).toBeNull();
  });

  it('opens a stored draft, and says when the report is no longer a draft', async () => {
    const { unmount } = renderWithSession(app(<DraftEditPage />), {
      route: '/draft/draft-1',
      path: '/draft/:id',
    });
    expect(await screen.findByText('Form of draft-1 with 0 questions')).toBeInTheDocument();
    expect(getReportForForm).toHaveBeenCalledWith({}, 'draft-1');
    unmount();

    getReportForForm.mockResolvedValue({ ...DRAFT, status: 'published' } as StoredReport);
    renderWithSession(app(<DraftEditPage />), { route: '/draft/draft-1', path: '/draft/:id' });
    expect(await screen.findByText('This draft has already been published.')).toBeInTheDocument();
  });

  it("does not open another inspector's draft, whose saves the rules refuse", async () => {
    getReportForForm.mockResolvedValue({ ...DRAFT, userId: 'someone-else' } as StoredReport);
    renderWithSession(app(<DraftEditPage />), { route: '/draft/draft-1', path: '/draft/:id' });
    expect(await screen.findByText(FOREIGN_DRAFT)).toBeInTheDocument();
    expect(screen.queryByText(/Form of/)).toBeNull();
  });

  it('offline, a draft never opened on this device needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    getReportForForm.mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    renderWithSession(app(<DraftEditPage />), { route: '/draft/draft-1', path: '/draft/:id' });
    expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
  });
});
