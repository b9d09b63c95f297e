import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import type { ReportQuestion } from '../../model/types';
import { loadSampleReport } from '../api/build-sample';
import { getReport } from '../api/get-report';
import { markReportsRead } from '../api/mark-reports-read';
import { setDnqStatus } from '../api/set-dnq-status';
import { DNQ_REASON_REQUIRED } from '../model/dnqStatus';
import type { ReportDetails } from '../model/report';
import ReportViewPage, { REPORT_LOADING } from './ReportViewPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/get-report', () => ({ getReport: vi.fn() }));
vi.mock('../api/build-sample', () => ({ loadSampleReport: vi.fn() }));
vi.mock('../api/mark-reports-read', () => ({ markReportsRead: vi.fn(async () => undefined) }));
vi.mock('../api/set-dnq-status', () => ({ setDnqStatus: vi.fn(async () => undefined) }));

const question = (over: Partial<ReportQuestion>): ReportQuestion => ({
  id: 'q1',
  question: 'Walk-in cooler holds 41 °F or below',
  type: 'restaurant',
  typeName: 'Restaurant',
  weight: 5,
  order: 1,
  sectionId: 's1',
  sectionName: 'Cold Storage',
  section: 1,
  pass: true,
  isNotApplicable: false,
  comment: '',
  images: [],
  ...over,
});

const REPORT: ReportDetails = {
  id: 'r1',
  serialNo: 12,
  userId: 'u',
  franchiseeLocationId: 'loc-1',
  franchiseeLocationType: 'restaurant',
  franchiseeLocationName: 'North Coast Cafe',
  franchiseeLocationTypeName: 'Restaurant',
  territoryId: 't',
  territoryName: 'North Coast',
  status: 'published',
  isDraft: false,
  highlightNotes: 'Spotless line.',
  lowlightNotes: '',
  questions: [
    question({
      id: 'q1',
      comment: 'Read 38 °F.',
      images: [{ fileName: 'cooler.jpg', url: 'https://files.example/cooler.jpg' }],
    }),
    question({
      id: 'q2',
      question: 'Permit displayed',
      weight: 'dnq',
      pass: false,
      sectionId: 's2',
      sectionName: 'Documentation',
      section: 2,
    }),
    question({ id: 'q3', question: 'Thermometers calibrated', isNotApplicable: true, order: 2 }),
  ],
  readRecipients: [],
  score: 100,
  scoreName: 'DNQ',
  result: 'dnq',
  resultName: 'DNQ',
  createdAt: new Date(2026, 10, 23, 10),
  isSample: false,
};

const ROUTE = '/app/compliance-v2/reports/:id/view/:franchiseeLocationId';

describe('ReportViewPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says the report is loading until it arrives', () => {
    vi.mocked(getReport).mockReturnValue(new Promise(() => undefined));
    renderWithSession(<ReportViewPage />, {
      route: '/app/compliance-v2/reports/r1/view/loc-1',
      path: ROUTE,
    });
    expect(screen.getByText(REPORT_LOADING)).toBeInTheDocument();
    expect(screen.getByText('Compliance report loading...')).toBeInTheDocument();
  });

  it('shows the four tiles, the notes, the section tables and marks the report read', async () => {
    vi.mocked(getReport).mockResolvedValue(REPORT);
    renderWithSession(<ReportViewPage />, {
      route: '/app/compliance-v2/reports/r1/view/loc-1',
      path: ROUTE,
    });
    expect(
      await screen.findByRole('heading', { name: 'Compliance Report Details' }),
    ).toBeInTheDocument();
    await screen.findByText('North Coast Cafe');
    for (const tile of ['Location Type', 'Location', 'Score', 'Date Created']) {
      expect(screen.getByRole('heading', { name: tile })).toBeInTheDocument();
    }
    expect(screen.getByText('Restaurant')).toBeInTheDocument();
    expect(screen.getByTestId('report-score')).toHaveTextContent('DNQ');
    expect(screen.getByText('November 23rd, 2026')).toBeInTheDocument();
    expect(screen.getByText('Spotless line.')).toBeInTheDocument();
    // Only the lowlights are empty.
    const lowlights = screen.getByRole('region', { name: 'Opportunities for Improvement' });
    expect(within(lowlights).getByText('No notes added')).toBeInTheDocument();
    expect(screen.getAllByText('No notes added')).toHaveLength(1);

    const cold = screen.getByRole('table', { name: 'Cold Storage questions' });
    const rows = within(cold).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Walk-in cooler holds 41 °F or below5PassRead 38 °F.');
    expect(rows[2]).toHaveTextContent('N/A');
    expect(within(cold).getByRole('link', { name: 'Photo 1: cooler.jpg' })).toHaveAttribute(
      'href',
      'https://files.example/cooler.jpg',
    );
    // Sections without photos have no Photos column.
    expect(within(cold).getByRole('columnheader', { name: 'Photos' })).toBeInTheDocument();
    const docs = screen.getByRole('table', { name: 'Documentation questions' });
    expect(within(docs).queryByRole('columnheader', { name: 'Photos' })).not.toBeInTheDocument();
    expect(within(docs).getByText('DNQ')).toBeInTheDocument();
    expect(within(docs).getByText('Fail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compliance Reports' })).toHaveAttribute(
      'href',
      '/app/compliance-v2/reports?status=passed',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await waitFor(() =>
      expect(markReportsRead).toHaveBeenCalledWith({
        db: expect.anything(),
        ids: ['r1'],
        uid: TEST_UID,
      }),
    );
  });

  it('shows No notes added in both boxes when there are no notes, and does not re-mark a read report', async () => {
    vi.mocked(getReport).mockResolvedValue({
      ...REPORT,
      highlightNotes: ' ',
      readRecipients: [TEST_UID],
    });
    renderWithSession(<ReportViewPage />, {
      route: '/app/compliance-v2/reports/r1/view/loc-1',
      path: ROUTE,
    });
    await screen.findByText('North Coast Cafe');
    expect(screen.getAllByText('No notes added')).toHaveLength(2);
    expect(markReportsRead).not.toHaveBeenCalled();
  });

  it('builds the sample in memory under the Sample title', async () => {
    vi.mocked(loadSampleReport).mockResolvedValue({ ...REPORT, id: 'sample', isSample: true });
    renderWithSession(<ReportViewPage />, {
      route: '/app/compliance-v2/reports/sample/view/loc-1?sample=true',
      path: ROUTE,
    });
    expect(
      await screen.findByRole('heading', { name: 'Sample Compliance Report Details' }),
    ).toBeInTheDocument();
    expect(loadSampleReport).toHaveBeenCalledWith({}, 'loc-1');
    expect(getReport).not.toHaveBeenCalled();
    expect(markReportsRead).not.toHaveBeenCalled();
  });

  it('says when the report does not exist', async () => {
    vi.mocked(getReport).mockResolvedValue(null);
    renderWithSession(<ReportViewPage />, {
      route: '/app/compliance-v2/reports/nope/view/loc-1',
      path: ROUTE,
    });
    expect(await screen.findByText('This compliance report does not exist.')).toBeInTheDocument();
  });

  describe('manual DNQ status', () => {
    const PASSING: ReportDetails = {
      ...REPORT,
      questions: [question({ id: 'q1' })],
      score: 100,
      scoreName: '100%',
      result: 'pass',
      resultName: 'Pass',
      manualDnq: false,
      dnqHistory: [],
    };
    const open = () =>
      renderWithSession(<ReportViewPage />, {
        route: '/app/compliance-v2/reports/r1/view/loc-1',
        path: ROUTE,
      });

    it('sets DNQ with a required reason, then shows the report as DNQ with its history', async () => {
      const user = userEvent.setup();
      vi.mocked(getReport)
        .mockResolvedValueOnce(PASSING)
        .mockResolvedValueOnce({
          ...PASSING,
          manualDnq: true,
          dnqHistory: [
            {
              isDnq: true,
              reason: 'Closed by the health office',
              by: TEST_UID,
              byName: 'Jane Doe',
              at: new Date(2026, 10, 23, 14, 5),
            },
          ],
        });
      open();
      expect(await screen.findByTestId('report-score')).toHaveTextContent('100%');
      await user.click(screen.getByRole('button', { name: 'Set DNQ Status' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText(DNQ_REASON_REQUIRED)).toBeInTheDocument();
      expect(setDnqStatus).not.toHaveBeenCalled();

      await user.type(within(dialog).getByLabelText(/Reason/), 'Closed by the health office');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(setDnqStatus).toHaveBeenCalledWith({}, 'r1', {
          isDnq: true,
          reason: 'Closed by the health office',
          by: TEST_UID,
          byName: 'Jane Doe',
        }),
      );
      await waitFor(() => expect(screen.getByTestId('report-score')).toHaveTextContent('DNQ'));
      expect(screen.getByText(/set manually, computed 100%/)).toBeInTheDocument();
      const history = await screen.findByRole('list', { name: 'DNQ history' });
      expect(history).toHaveTextContent(
        'DNQ set by Jane Doe on 23 Nov 2026 | 02:05 PM: Closed by the health office',
      );
      expect(screen.getByRole('button', { name: 'Clear DNQ Status' })).toBeInTheDocument();
    });

    it('offers no button without Set Compliance Report DNQ Status, but shows the history', async () => {
      vi.mocked(getReport).mockResolvedValue({
        ...PASSING,
        manualDnq: true,
        dnqHistory: [{ isDnq: true, reason: 'Pests', by: 'x', byName: 'Ann Lee', at: null }],
      });
      renderWithSession(<ReportViewPage />, {
        route: '/app/compliance-v2/reports/r1/view/loc-1',
        path: ROUTE,
        profile: { role: 'manager' },
      });
      expect(await screen.findByText('DNQ set by Ann Lee: Pests')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /DNQ Status/ })).not.toBeInTheDocument();
    });
  });
});
