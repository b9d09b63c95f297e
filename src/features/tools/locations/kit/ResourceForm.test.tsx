import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/renderWithSession';
import type { LookupData } from '../lookups';
import { deliveryLocationsConfig } from '../resources/delivery-locations';
import { llcsConfig } from '../resources/llcs';
import { ResourceForm } from './ResourceForm';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));

const lookups: LookupData = {
  territories: [
    { id: 't1', name: 'North Coast' },
    { id: 't2', name: 'Gulf Shore' },
  ],
  users: [],
};

function renderDeliveryForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  renderWithSession(
    <ResourceForm
      label="New Delivery Location"
      fields={deliveryLocationsConfig.fields}
      schema={deliveryLocationsConfig.schema}
      initialValues={deliveryLocationsConfig.emptyValues}
      lookups={lookups}
      submitLabel="Create Delivery Location"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

// Many fields re-validate on every change; plain change events keep the tests quick on a busy CI.
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ResourceForm', () => {
  it('shows "<Field> is required" for every empty required field and submits nothing', async () => {
    const onSubmit = renderDeliveryForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Delivery Location' }));
    for (const message of [
      'Name is required',
      'Territory is required',
      'Recipient name is required',
      'Address line 1 is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Mobile is required',
      'Email is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows format and length messages', async () => {
    renderDeliveryForm();
    fill('Email', 'not-an-email');
    fill('ZIP code', '123');
    fill('Name', 'x'.repeat(256));
    await userEvent.click(screen.getByRole('button', { name: 'Create Delivery Location' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 255 characters')).toBeInTheDocument();
    expect(screen.getByText(/Must be a 5-digit ZIP code/)).toBeInTheDocument();
  });

  it('submits typed values (mobile as digits) and keeps them when saving fails', async () => {
    const onSubmit = renderDeliveryForm(vi.fn().mockRejectedValue(new Error('offline')));
    fill('Name', 'Commissary');
    await userEvent.click(screen.getByLabelText('Territory'));
    await userEvent.click(await screen.findByRole('option', { name: 'Gulf Shore' }));
    fill('Recipient name', 'Dana');
    fill('Email', 'dock@example.com');
    // Typed key by key: the mask listens to keystrokes.
    await userEvent.type(screen.getByLabelText('Mobile'), '2075550140');
    fill('Address line 1', '1 Pier');
    fill('City', 'Mobile');
    fill('State', 'AL');
    fill('ZIP code', '36602');
    await userEvent.click(screen.getByRole('button', { name: 'Create Delivery Location' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Commissary',
      territoryId: 't2',
      mobile: '2075550140',
      enabled: true,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Commissary');
  });

  it('offers a multi-select of territories', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithSession(
      <ResourceForm
        label="New LLC"
        fields={llcsConfig.fields}
        schema={llcsConfig.schema}
        initialValues={llcsConfig.emptyValues}
        lookups={lookups}
        submitLabel="Create LLC"
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Foods LLC');
    await userEvent.click(screen.getByLabelText('Territories'));
    await userEvent.click(await screen.findByRole('option', { name: 'North Coast' }));
    await userEvent.click(screen.getByRole('option', { name: 'Gulf Shore' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Create LLC' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Foods LLC', territoryIds: ['t1', 't2'] }),
    );
  });
});
