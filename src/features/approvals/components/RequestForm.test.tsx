import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { FORM_DEFS } from '../model/forms';
import { emptyFormValues } from '../model/values';
import { RequestForm } from './RequestForm';

vi.mock('@/lib/firebase', () => ({
  auth: {},
  db: {},
  getStorageOrNull: () => null,
  STORAGE_UNAVAILABLE_MESSAGE: 'File storage is not available',
}));

const def = FORM_DEFS.event;
const options = {
  locations: [
    { id: 'loc-1', name: 'North Truck', type: 'truck', territoryId: 't1', territoryName: 'North' },
  ],
  items: [],
};

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  renderWithSession(
    <RequestForm
      def={def}
      requestId="req-1"
      initialValues={emptyFormValues(def, 'loc-1')}
      initialFiles={[]}
      options={options}
      localKey="test"
      restored={false}
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
  }, 30000);

  it('still works without file storage and sends the typed values', async () => {
    const onSubmit = renderForm();
    expect(screen.getByText('File storage is not available')).toBeInTheDocument();
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
  }, 30000);

  it('saves a draft without validating, and says when saving failed', async () => {
    const onSubmit = renderForm(vi.fn().mockRejectedValue(new Error('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'The request could not be saved. Nothing was lost: check the connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(onSubmit.mock.calls[0][0].send).toBe(false);
  }, 30000);
});
