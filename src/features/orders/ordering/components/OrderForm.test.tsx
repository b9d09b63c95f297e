import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyOrderForm, ORDER_MESSAGES } from '../../model/form';
import type { OrderOptions } from '../../model/options';
import { OrderForm } from './OrderForm';

const item = (
  id: string,
  itemDesc: string,
  casesPerPallet: number,
  order: number,
  status = 'active',
) => ({
  id,
  itemDesc,
  sku: id.toUpperCase(),
  status,
  priceCents: 1000,
  salePriceCents: 800,
  isOnSale: id === 'buns',
  casesPerPallet,
  casesPerOvernight: 1,
  order,
});

const options: OrderOptions = {
  territories: [{ id: 't1', name: 'North Coast' }],
  deliveryLocations: [{ id: 'd1', name: 'Dock', territoryId: 't1', enabled: true }],
  llcs: [{ id: 'l1', name: 'North LLC', territoryIds: ['t1'] }],
  items: [
    item('cheese', 'Cheddar', 50, 2),
    item('buns', 'Buns', 60, 1),
    item('old', 'Old Cups', 10, 3, 'discontinued'),
  ],
};

function renderForm(
  onSave = vi.fn().mockResolvedValue(undefined),
  initialValues = emptyOrderForm(['buns', 'cheese']),
  editingOrder = false,
) {
  render(
    <OrderForm
      options={options}
      initialValues={initialValues}
      editingOrder={editingOrder}
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );
  return onSave;
}

/** A draft (or order) holding a line of the discontinued item "Old Cups". */
const withOldCups = () => ({
  ...emptyOrderForm(['buns', 'cheese'], {
    territoryId: 't1',
    deliveryLocationId: 'd1',
    llcId: 'l1',
  }),
  quantities: { buns: '2', cheese: '0', old: '3' },
});

describe('OrderForm', () => {
  it('lists only active items, in catalogue order, with the sale price', () => {
    renderForm();
    const labels = screen
      .getAllByLabelText(/^Quantity of/)
      .map((el) => el.getAttribute('aria-label'));
    expect(labels).toEqual(['Quantity of Buns', 'Quantity of Cheddar']);
    expect(screen.getByText('$8.00 sale')).toBeInTheDocument();
  });

  it('shows every bad input and keeps what was typed', async () => {
    const onSave = renderForm();
    await userEvent.clear(screen.getByLabelText('Quantity of Buns'));
    await userEvent.type(screen.getByLabelText('Quantity of Buns'), '-1');
    await userEvent.clear(screen.getByLabelText(/Max pallets/));
    await userEvent.type(screen.getByLabelText(/Max pallets/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText(ORDER_MESSAGES.quantityWhole)).toBeInTheDocument();
    expect(screen.getByText(ORDER_MESSAGES.maxPalletsWhole)).toBeInTheDocument();
    expect(
      screen.getByText(ORDER_MESSAGES.territoryRequired, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Buns')).toHaveValue('-1');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says to add an item when every quantity is 0', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText(ORDER_MESSAGES.noItems)).toBeInTheDocument();
  });

  it('totals live and warns above max pallets', async () => {
    renderForm();
    await userEvent.clear(screen.getByLabelText('Quantity of Buns'));
    await userEvent.type(screen.getByLabelText('Quantity of Buns'), '130');
    expect(screen.getByLabelText('Total cases')).toHaveTextContent('130');
    expect(screen.getByLabelText('Pallets needed')).toHaveTextContent('3');
    expect(screen.getByText(ORDER_MESSAGES.exceedsPallets(3, 1))).toBeInTheDocument();
  });

  it("totals the money at today's prices and counts overnight cases only when shipping overnight", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Quantity of Buns'), '3');
    await userEvent.type(screen.getByLabelText('Quantity of Cheddar'), '2');
    // Buns on sale at $8.00, Cheddar at $10.00.
    expect(screen.getByLabelText('Order total')).toHaveTextContent('$44.00');
    expect(
      screen.getByText("At today's catalogue prices (sale prices while on sale)."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Overnight cases')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Overnight shipping'));
    expect(screen.getByLabelText('Overnight cases')).toHaveTextContent('5');
  });

  it('saves a draft without an LLC, and submits with one', async () => {
    const onSave = renderForm();
    await userEvent.selectOptions(screen.getByLabelText(/Territory/), 't1');
    await userEvent.selectOptions(screen.getByLabelText(/Delivery Location/), 'd1');
    await userEvent.clear(screen.getByLabelText('Quantity of Cheddar'));
    await userEvent.type(screen.getByLabelText('Quantity of Cheddar'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][1]).toBe('draft');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(
      await screen.findByText(ORDER_MESSAGES.llcRequired, { selector: 'p' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/LLC/), 'l1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1][1]).toBe('submit');
    expect(onSave.mock.calls[1][0]).toMatchObject({ llcId: 'l1', quantities: { cheese: '4' } });
  });

  it('stops submitting a new order with a line of an item no longer active, not an edit', async () => {
    const onSave = renderForm(undefined, withOldCups());
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText(ORDER_MESSAGES.noLongerOrderable)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Quantity of Old Cups'));
    await userEvent.type(screen.getByLabelText('Quantity of Old Cups'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it('lets an edit of a placed order keep a line of an item no longer active', async () => {
    const onSave = renderForm(undefined, withOldCups(), true);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ quantities: { old: '3' } });
  });
});
