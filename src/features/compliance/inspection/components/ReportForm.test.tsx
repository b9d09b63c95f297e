import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConnection, startOffline } from '@/testing/offline';
import { currentPath, renderWithSession } from '@/testing/renderWithSession';
import { reportQuestion } from '@/testing/reportQuestion';
import type { ReportQuestion } from '../../model/types';
import type { ReportLocation } from '../../model/location';
import { ReportForm } from './ReportForm';

vi.mock('@/lib/firebase', () => ({
  db: {},
  getStorageOrNull: () => null,
  STORAGE_UNAVAILABLE_MESSAGE: 'File storage is not available',
}));
const saveDraft = vi.fn(async (..._args: unknown[]): Promise<'server' | 'local'> => 'server');
const publishReport = vi.fn(async (..._args: unknown[]) => 12);
vi.mock('../api/save-draft', () => ({ saveDraft: (...a: unknown[]) => saveDraft(...a) }));
vi.mock('../api/publish-report', () => ({
  publishReport: (...a: unknown[]) => publishReport(...a),
}));
const saveReportEdit = vi.fn(async (..._args: unknown[]) => ({}));
vi.mock('../api/save-report-edit', () => ({
  saveReportEdit: (...a: unknown[]) => saveReportEdit(...a),
}));
vi.mock('../../catalogue/api/save-catalogue-order', () => ({ saveCatalogueOrder: vi.fn() }));

const LOCATION: ReportLocation = {
  id: 'loc-1',
  name: 'North Truck',
  type: 'truck',
  territoryId: 't-1',
  territoryName: 'North',
};

const q = (id: string, question: string, weight: ReportQuestion['weight']) =>
  reportQuestion(id, { question, weight, order: Number(id.slice(1)) });

const QUESTIONS = [q('q1', 'Fridge cold', 10), q('q2', 'Floor clean', 5), q('q3', 'Permit', 'dnq')];

const DRAFT_CREATED_AT = Date.UTC(2026, 10, 23, 9, 30);

function renderForm(mode: 'new' | 'draft' | 'edit' = 'new') {
  return renderWithSession(
    <ReportForm
      mode={mode}
      reportId="report-1"
      draftExists={mode === 'draft'}
      draftCreatedAt={mode === 'draft' ? DRAFT_CREATED_AT : null}
      location={LOCATION}
      initial={{ questions: QUESTIONS, highlightNotes: '', lowlightNotes: '' }}
    />,
    { route: '/app/form', path: '/app/form' },
  );
}

const card = (text: string) =>
  screen.getAllByTestId('report-question').find((el) => el.textContent?.includes(text))!;

beforeEach(() => {
  saveDraft.mockClear();
  saveDraft.mockImplementation(async () => 'server' as const);
  publishReport.mockClear();
  saveReportEdit.mockClear();
});

describe('ReportForm', () => {
  it('starts with every question passing and none N/A, scoring 100%', () => {
    renderForm();
    for (const el of screen.getAllByTestId('report-question')) {
      expect(within(el).getByRole('button', { name: 'Yes' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(el).getByRole('checkbox')).not.toBeChecked();
    }
    expect(screen.getByText('Score: 100%')).toBeInTheDocument();
    expect(screen.getByText('Pass')).toBeInTheDocument();
  });

  it('updates the score chip when a question fails, and shows DNQ for a failed dnq question', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(within(card('Floor clean')).getByRole('button', { name: 'No' }));
    expect(screen.getByText('Score: 66.7%')).toBeInTheDocument();
    await user.click(within(card('Permit')).getByRole('button', { name: 'No' }));
    expect(screen.getByText('Score: DNQ')).toBeInTheDocument();
  });

  it('disables the pass switch and the comment of a question marked N/A', async () => {
    const user = userEvent.setup();
    renderForm();
    const el = card('Fridge cold');
    await user.click(within(el).getByRole('checkbox'));
    expect(within(el).getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(within(el).getByRole('button', { name: 'No' })).toBeDisabled();
    expect(within(el).getByRole('textbox')).toBeDisabled();
    // Only Floor clean (5) is weighted and applicable now.
    expect(screen.getByText('Score: 100%')).toBeInTheDocument();
  });

  it('says once, above the questions, that file storage is not available', () => {
    renderForm();
    const notice = screen.getByText(/File storage is not available/);
    expect(notice).toHaveTextContent(
      'File storage is not available: photos stay queued on this device.',
    );
    for (const question of screen.getAllByTestId('report-question')) {
      expect(within(question).queryByText(/File storage is not available/)).toBeNull();
    }
  });

  it('Save Draft waits for a comment in flight, saves it, and puts ?draftId= in the address', async () => {
    renderForm();
    const comment = within(card('Floor clean')).getByRole('textbox');
    fireEvent.change(comment, { target: { value: 'Grease by the fryer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText('Compliance form draft created');
    expect(saveDraft).toHaveBeenCalledTimes(1);
    const [id, fields, exists] = saveDraft.mock.calls[0] as [
      string,
      { questions: ReportQuestion[]; status: string; serialNo: number },
      boolean,
    ];
    expect(id).toBe('report-1');
    expect(exists).toBe(false);
    expect(fields.status).toBe('draft');
    expect(fields.serialNo).toBe(0);
    expect(fields.questions[1].comment).toBe('Grease by the fryer');
    await waitFor(() => expect(currentPath()).toBe('/app/form?draftId=report-1'));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('says the draft update failed (not its creation) when re-saving an existing draft fails', async () => {
    saveDraft.mockImplementation(async () => {
      throw new Error('denied');
    });
    renderForm('draft');
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      (await screen.findAllByText('Compliance report draft update failed.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Compliance report draft creation failed.')).toBeNull();
  });

  it('refuses a comment over 1000 characters with a clear message and saves nothing', async () => {
    renderForm();
    fireEvent.change(within(card('Permit')).getByRole('textbox'), {
      target: { value: 'x'.repeat(1001) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Must be at most 1000 characters')).toBeInTheDocument();
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it("Submit failure says the server's reason, persists with Dismiss and blocks the form until dismissed", async () => {
    const failed = 'Compliance report creation failed. You do not have permission to do that';
    publishReport.mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(screen.getByTestId('error-overlay')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(failed)).not.toBeInTheDocument());
  });

  it('Publish of a draft saves it to the server, has the server publish it and goes to the reports list, with its sign-off', async () => {
    const user = userEvent.setup();
    renderForm('draft');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentPath()).toBe('/app/compliance-v2/reports?status=all'));
    // The server publishes what is stored: the draft is saved first (over the existing one).
    expect(saveDraft).toHaveBeenCalledWith(
      'report-1',
      expect.objectContaining({ status: 'draft' }),
      true,
      expect.anything(),
    );
    expect(publishReport).toHaveBeenCalledWith('report-1', {
      // Nothing drawn: times only; the draft's first save is the inspection's start.
      inspectorSignature: '',
      managerName: '',
      managerSignature: '',
      startedAt: DRAFT_CREATED_AT,
    });
  });

  it('does not publish a draft that only reached this device', async () => {
    saveDraft.mockImplementation(async () => 'local' as const);
    const user = userEvent.setup();
    renderForm('draft');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Compliance report draft publish failed.')).toBeInTheDocument();
    expect(publishReport).not.toHaveBeenCalled();
  });

  it('shows the sign-off pads for new reports and drafts, not for edits', () => {
    const { unmount } = renderForm('new');
    expect(screen.getByRole('region', { name: 'Sign-off' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Inspector signature/ })).toBeInTheDocument();
    unmount();
    renderForm('edit');
    expect(screen.queryByRole('region', { name: 'Sign-off' })).toBeNull();
  });

  it('starts a new inspection at its first edit', async () => {
    const user = userEvent.setup();
    const before = Date.now();
    renderForm();
    await user.click(within(card('Permit')).getByRole('button', { name: 'No' }));
    const edited = Date.now();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(publishReport).toHaveBeenCalled());
    const { startedAt } = publishReport.mock.calls[0][1] as { startedAt: number };
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(edited);
  });

  it('Update of a published report sends the answers to the server and says it is updated', async () => {
    const user = userEvent.setup();
    renderForm('edit');
    await user.click(within(card('Permit')).getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Compliance report updated.');
    const [id, answers] = saveReportEdit.mock.calls[0] as [
      string,
      { failed: string[]; passed: string[] } & Record<string, unknown>,
    ];
    expect(id).toBe('report-1');
    // The verdicts travel as "questionId:weight" lists (model/scoring.ts); no score, no place.
    expect(answers.failed).toEqual(['q3:dnq']);
    expect(answers.passed).toEqual(['q1:10', 'q2:5']);
    expect(answers).not.toHaveProperty('score');
    expect(answers).not.toHaveProperty('territoryId');
  });

  it('offline, Update writes nothing, says it needs the network and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm('edit');
    await user.click(within(card('Permit')).getByRole('button', { name: 'No' }));
    startOffline();
    act(() => void window.dispatchEvent(new Event('offline')));
    try {
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await screen.findByText(/a published report can only be updated online/);
      expect(saveReportEdit).not.toHaveBeenCalled();
      expect(saveDraft).not.toHaveBeenCalled();
      expect(screen.getByText('Score: DNQ')).toBeInTheDocument();
      expect(within(card('Permit')).getByRole('button', { name: 'No' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    } finally {
      resetConnection();
    }
  });

  it("says the update failed, with the server's reason, when the server refuses it", async () => {
    saveReportEdit.mockImplementationOnce(async () => {
      throw Object.assign(new Error('This report is no longer in your territories. [403]'), {
        code: 'functions/permission-denied',
      });
    });
    const user = userEvent.setup();
    renderForm('edit');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(
      'Compliance report update failed. This report is no longer in your territories.',
    );
  });
});
