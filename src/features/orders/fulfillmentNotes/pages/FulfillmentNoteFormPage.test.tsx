import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import { createFulfillmentNote } from '../api/create-fulfillment-note';
import { getFulfillmentNote } from '../api/get-fulfillment-note';
import { updateFulfillmentNote } from '../api/update-fulfillment-note';
import {
  CopyFulfillmentNotePage,
  EditFulfillmentNotePage,
  NewFulfillmentNotePage,
} from './FulfillmentNoteFormPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/create-fulfillment-note', () => ({ createFulfillmentNote: vi.fn() }));
vi.mock('../api/update-fulfillment-note', () => ({ updateFulfillmentNote: vi.fn() }));
vi.mock('../api/get-fulfillment-note', () => ({ getFulfillmentNote: vi.fn() }));

const BASE = '/app/fulfillment-notes';

/** Pastes instead of typing key by key: the same Formik change, fast on a busy machine. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

beforeEach(() => {
  vi.mocked(createFulfillmentNote).mockReset().mockResolvedValue('new-id');
  vi.mocked(updateFulfillmentNote).mockReset().mockResolvedValue(undefined);
  vi.mocked(getFulfillmentNote).mockReset().mockResolvedValue({
    id: 'n1',
    notes: 'Wrap pallets twice.',
    isCurrent: false,
    isPast: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
});

describe('fulfillment note form', () => {
  it('says "Notes are required" for blank text and saves nothing', async () => {
    renderWithSession(<NewFulfillmentNotePage />, {
      route: `${BASE}/new-note`,
      path: `${BASE}/new-note`,
    });
    await enter(screen.getByLabelText('Notes'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Note' }));
    expect(await screen.findByText('Notes are required')).toBeInTheDocument();
    expect(createFulfillmentNote).not.toHaveBeenCalled();
  });

  it('creates the trimmed note as the current one and returns to the list', async () => {
    renderWithSession(<NewFulfillmentNotePage />, {
      route: `${BASE}/new-note`,
      path: `${BASE}/new-note`,
    });
    await enter(screen.getByLabelText('Notes'), '  Load freezer first  ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Note' }));
    await waitFor(() =>
      expect(createFulfillmentNote).toHaveBeenCalledWith({
        notes: 'Load freezer first',
        createdBy: TEST_UID,
      }),
    );
    expect(await screen.findByText('Fulfillment note created')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(BASE));
  });

  it('starts a copy from the chosen note and creates a new one', async () => {
    renderWithSession(<CopyFulfillmentNotePage />, {
      route: `${BASE}/n1/create-copy`,
      path: `${BASE}/:id/create-copy`,
    });
    const field = await screen.findByLabelText('Notes');
    expect(field).toHaveValue('Wrap pallets twice.');
    await enter(field, ' Weekend.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Note' }));
    await waitFor(() =>
      expect(createFulfillmentNote).toHaveBeenCalledWith({
        notes: 'Wrap pallets twice. Weekend.',
        createdBy: TEST_UID,
      }),
    );
    expect(updateFulfillmentNote).not.toHaveBeenCalled();
  });

  it('edits the text of the note in place', async () => {
    renderWithSession(<EditFulfillmentNotePage />, {
      route: `${BASE}/n1/edit`,
      path: `${BASE}/:id/edit`,
    });
    const field = await screen.findByLabelText('Notes');
    await userEvent.clear(field);
    await enter(field, 'Wrap once.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(updateFulfillmentNote).toHaveBeenCalledWith({ id: 'n1', notes: 'Wrap once.' }),
    );
    expect(await screen.findByText('Fulfillment note updated')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the error when saving fails', async () => {
    vi.mocked(createFulfillmentNote).mockRejectedValue(
      new Error('Missing or insufficient permissions.'),
    );
    renderWithSession(<NewFulfillmentNotePage />, {
      route: `${BASE}/new-note`,
      path: `${BASE}/new-note`,
    });
    await enter(screen.getByLabelText('Notes'), 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Create Note' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Keep me');
    await waitFor(() => expect(currentPath()).toBe(`${BASE}/new-note`));
  });

  it('says so when the note does not exist', async () => {
    vi.mocked(getFulfillmentNote).mockResolvedValue(null);
    renderWithSession(<EditFulfillmentNotePage />, {
      route: `${BASE}/gone/edit`,
      path: `${BASE}/:id/edit`,
    });
    expect(await screen.findByText('Fulfillment note not found')).toBeInTheDocument();
  });
});
