import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedPhoto } from '@/features/offline';
import { renderWithSession } from '@/testing/renderWithSession';
import { reportQuestion } from '@/testing/reportQuestion';
import { ReportForm } from './ReportForm';

/** Issue 15: a report with photos still in the offline queue cannot be published. */
vi.mock('@/lib/firebase', () => ({
  db: {},
  getStorageOrNull: () => null,
  STORAGE_UNAVAILABLE_MESSAGE: 'File storage is not available',
}));
const saveDraft = vi.fn(async (..._args: unknown[]) => 'server' as const);
const publishReport = vi.fn(async (..._args: unknown[]) => 12);
vi.mock('../api/save-draft', () => ({ saveDraft: (...a: unknown[]) => saveDraft(...a) }));
vi.mock('../api/publish-report', () => ({
  publishReport: (...a: unknown[]) => publishReport(...a),
}));
vi.mock('../api/save-report-edit', () => ({ saveReportEdit: vi.fn(async () => ({})) }));
vi.mock('../../catalogue/api/save-catalogue-order', () => ({ saveCatalogueOrder: vi.fn() }));

const queued = vi.hoisted(() => ({ photos: [] as QueuedPhoto[] }));
vi.mock('@/features/offline', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/offline')>()),
  useQueuedPhotos: ({ slot }: { slot?: string }) =>
    queued.photos.filter((p) => slot === undefined || p.target.slot === slot),
}));

const QUESTION = reportQuestion('q1', { question: 'Fridge cold', weight: 10 });

function queuedPhoto(id: string): QueuedPhoto {
  return {
    id,
    target: { kind: 'complianceReport', ownerId: 'report-1', slot: 'q1' },
    blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
    fileName: `${id}.jpg`,
    contentType: 'image/jpeg',
    createdAt: 1,
    attempts: 0,
    notBefore: 0,
    lastError: null,
  };
}

function renderDraft() {
  return renderWithSession(
    <ReportForm
      mode="draft"
      reportId="report-1"
      draftExists
      location={{
        id: 'loc-1',
        name: 'North Truck',
        type: 'truck',
        territoryId: 't-1',
        territoryName: 'North',
      }}
      initial={{ questions: [QUESTION], highlightNotes: '', lowlightNotes: '' }}
    />,
    { route: '/app/form', path: '/app/form' },
  );
}

// jsdom has no Blob URLs; the stand-ins are removed again so later files in the shared window
// (vite.config.ts) see jsdom as it is.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

beforeEach(() => {
  saveDraft.mockClear();
  publishReport.mockClear();
  queued.photos = [];
  URL.createObjectURL = vi.fn(() => 'blob:queued');
  URL.revokeObjectURL = vi.fn();
});

describe('ReportForm with queued photos', () => {
  it('shows queued photos as waiting to upload and refuses to publish until they are uploaded', async () => {
    queued.photos = [queuedPhoto('a'), queuedPhoto('b')];
    const user = userEvent.setup();
    renderDraft();

    expect(screen.getAllByTestId('queued-photo')).toHaveLength(2);
    expect(screen.getAllByText('waiting to upload')).toHaveLength(2);
    expect(screen.getByTestId('queued-photos-note')).toHaveTextContent(
      '2 photos are still waiting to upload: publish once they are uploaded.',
    );

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        '2 photos are still waiting to upload: publish once they are uploaded.',
        { selector: '#notistack-snackbar' },
      ),
    ).toBeInTheDocument();
    expect(publishReport).not.toHaveBeenCalled();
    expect(saveDraft).toHaveBeenCalled();
  });

  it('publishes when nothing is queued', async () => {
    const user = userEvent.setup();
    renderDraft();
    expect(screen.queryByTestId('queued-photos-note')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishReport).toHaveBeenCalledTimes(1));
  });
});
