import { format } from 'date-fns';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedPhoto } from '@/features/offline';
import { renderWithSession } from '@/testing/renderWithSession';
import { FORM_DEFS } from '../model/forms';
import { emptyFormValues } from '../model/values';
import { NotSentError } from './notSentError';
import { RequestForm } from './RequestForm';

vi.mock('@/lib/firebase', () => ({
  auth: {},
  db: {},
  getStorageOrNull: () => null,
  STORAGE_UNAVAILABLE_MESSAGE: 'File storage is not available',
}));

// The offline queue's IndexedDB is not in jsdom: the form (and the shared file picker inside the
// offline feature) sees the queue through these.
const queue = vi.hoisted(() => ({ files: [] as QueuedPhoto[], queuePhoto: vi.fn() }));
vi.mock('@/features/offline/store/uploader', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/offline/store/uploader')>()),
  queuePhoto: queue.queuePhoto,
}));
vi.mock('@/features/offline/hooks/useQueuedPhotos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/offline/hooks/useQueuedPhotos')>()),
  useQueuedPhotos: ({ ownerId }: { ownerId?: string }) =>
    queue.files.filter((f) => f.target.ownerId === ownerId),
}));

function queuedFile(name: string): QueuedPhoto {
  return {
    id: name,
    target: { kind: 'approvalRequest', ownerId: 'req-1', slot: 'event' },
    blob: new Blob(['%PDF'], { type: 'application/pdf' }),
    fileName: name,
    contentType: 'application/pdf',
    createdAt: 1,
    attempts: 0,
    notBefore: 0,
    lastError: null,
  };
}

beforeEach(() => {
  queue.files = [];
  queue.queuePhoto.mockReset().mockResolvedValue(undefined);
});

const def = FORM_DEFS.event;
const options = {
  locations: [
    { id: 'loc-1', name: 'North Truck', type: 'truck', territoryId: 't1', territoryName: 'North' },
  ],
  items: [],
};

function renderForm(
  onSubmit = vi.fn().mockResolvedValue(undefined),
  { formDef = def, restored = false, onDiscardRestored = vi.fn() } = {},
) {
  renderWithSession(
    <RequestForm
      def={formDef}
      requestId="req-1"
      initialValues={emptyFormValues(formDef, 'loc-1')}
      initialFiles={[]}
      options={options}
      localKey="test"
      restored={restored}
      onDiscardRestored={onDiscardRestored}
      sendLabel="Submit"
      saveLabel="Save draft"
      askNotes={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

// Typing into many fields takes a while on a loaded machine; the default 5 s is too tight.
describe('RequestForm', () => {
  it('says what is missing and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Event date and time is required')).toBeInTheDocument();
    expect(screen.getByText('Venue is required')).toBeInTheDocument();
    expect(screen.getByText('Expected guests is required')).toBeInTheDocument();
    expect(screen.getByText('Event details is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('still works without file storage and sends the typed values', async () => {
    const onSubmit = renderForm();
    expect(
      screen.getByText('File storage is not available: files stay queued on this device.'),
    ).toBeInTheDocument();
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Title/, 'Pier festival');
    fill(/^Event date and time/, '2027-06-01T12:00');
    fill(/^Venue/, 'Pier 4');
    fill(/^Expected guests/, 'lots');
    fill(/^Event details/, 'Two trucks');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a whole number')).toBeInTheDocument();
    fill(/^Expected guests/, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0][0];
    expect(sent.send).toBe(true);
    expect(sent.location.id).toBe('loc-1');
    expect(sent.values.fields).toMatchObject({ venue: 'Pier 4', expectedGuests: '120' });
  });

  it('saves a draft without validating, and says when saving failed', async () => {
    const onSubmit = renderForm(vi.fn().mockRejectedValue(new Error('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'The request could not be saved. Nothing was lost: check the connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(onSubmit.mock.calls[0][0].send).toBe(false);
  });

  it("shows the page's reason a request was not sent, and keeps the form", async () => {
    const offline =
      'Sending a request needs a connection: it was not sent, and what you typed is kept on this device. Send it again when you are back online.';
    const onSubmit = renderForm(vi.fn().mockRejectedValue(new NotSentError(offline)));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(offline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps a file picked without storage in the offline queue, under its request and form', async () => {
    renderForm();
    const permit = new File(['%PDF'], 'permit.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('File to attach'), permit);
    await waitFor(() => expect(queue.queuePhoto).toHaveBeenCalledTimes(1));
    expect(queue.queuePhoto).toHaveBeenCalledWith(
      { kind: 'approvalRequest', ownerId: 'req-1', slot: 'event' },
      permit,
      { fileName: 'permit.pdf', resize: false },
    );
    // A type the request does not take is refused before anything is kept.
    const note = new File(['x'], 'note.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('File to attach'), { target: { files: [note] } });
    expect(
      await screen.findByText('note.txt cannot be attached: only PDF, JPEG or PNG files can.'),
    ).toBeInTheDocument();
    // HEIC (storage.rules take none) is refused with the way to get a JPEG instead.
    const heic = new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' });
    fireEvent.change(screen.getByLabelText('File to attach'), { target: { files: [heic] } });
    expect(await screen.findByText(/^IMG_0001\.HEIC is a HEIC photo/)).toBeInTheDocument();
    expect(queue.queuePhoto).toHaveBeenCalledTimes(1);
    // The picker offers what storage.rules accept.
    expect(screen.getByLabelText('File to attach')).toHaveAttribute(
      'accept',
      'application/pdf,image/jpeg,image/png',
    );
  });

  it('shows queued files as waiting to upload and sends nothing until they are uploaded', async () => {
    queue.files = [queuedFile('permit.pdf')];
    const onSubmit = renderForm();
    expect(screen.getByText('permit.pdf')).toBeInTheDocument();
    expect(screen.getByText('waiting to upload')).toBeInTheDocument();
    expect(screen.queryByText('No files attached')).not.toBeInTheDocument();
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Title/, 'Pier festival');
    fill(/^Event date and time/, '2027-06-01T12:00');
    fill(/^Venue/, 'Pier 4');
    fill(/^Expected guests/, '120');
    fill(/^Event details/, 'Two trucks');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        '1 file is still waiting to upload: send the request once it is uploaded, or remove it.',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // A draft may still be saved: the file attaches to it once uploaded.
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].send).toBe(false);
  });

  it('refuses a refund whose transaction date is in the future, on that field', async () => {
    const onSubmit = renderForm(undefined, { formDef: FORM_DEFS.refund });
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return format(d, 'yyyy-MM-dd');
    };
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Title/, 'Cold chowder');
    fill(/^Transaction date/, day(1));
    fill(/^Refund date/, day(3));
    fill(/^Amount/, '18.40');
    fill(/^Reason/, 'Served cold');
    expect(screen.getByLabelText(/^Transaction date/)).toHaveAttribute('max', day(0));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Transaction date cannot be in the future')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fill(/^Transaction date/, day(0));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('offers Discard on a form restored from the device', async () => {
    const onDiscardRestored = vi.fn();
    renderForm(undefined, { restored: true, onDiscardRestored });
    expect(
      screen.getByText('Restored what you typed before; it is not saved yet.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscardRestored).toHaveBeenCalledTimes(1);
  });

  it('has no Discard when nothing was restored', () => {
    renderForm();
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });
});
