import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/renderWithSession';
import type { CountItem } from '../model/countSheet';
import { CountReviewDialog } from './CountReviewDialog';

const item = (id: string, itemDesc: string): CountItem => ({
  id,
  itemDesc,
  sku: id.toUpperCase(),
  unitsPerCase: 12,
  countUnit: 'each',
  storageAreas: {},
  shelfOrder: 0,
});
const buns = item('buns', 'Brioche Buns');
const fries = item('fries', 'French Fries');

function renderDialog(overrides: Partial<Parameters<typeof CountReviewDialog>[0]> = {}) {
  const props = {
    title: 'Review the opening count',
    blank: [] as CountItem[],
    flagged: [] as CountItem[],
    lines: {},
    checks: {},
    expected: {},
    completing: false,
    onMarkRestZero: vi.fn(),
    onCheck: vi.fn(),
    onComplete: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  renderWithSession(<CountReviewDialog {...props} />);
  return props;
}

describe('CountReviewDialog', () => {
  it('refuses to complete with a blank line until the rest is marked zero, after confirming', async () => {
    const props = renderDialog({ blank: [buns] });
    const user = userEvent.setup();
    expect(screen.getByText(/1 line is not counted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete count' })).toBeDisabled();
    expect(screen.getByText('Count every line before completing.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark the rest as zero' }));
    expect(props.onMarkRestZero).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Mark as zero' }));
    expect(props.onMarkRestZero).toHaveBeenCalledTimes(1);
  });

  it('asks for a recount or a note on each flagged line', async () => {
    const props = renderDialog({
      flagged: [buns, fries],
      lines: { buns: { state: 'zero' }, fries: { state: 'counted', quantity: 30 } },
      checks: { fries: { recounted: true } },
      expected: { buns: { quantity: 41, tolerance: 10.25 }, fries: { quantity: 6, tolerance: 2 } },
    });
    const user = userEvent.setup();
    expect(screen.getByText('Recount or add a note on 1 flagged line.')).toBeInTheDocument();
    // In the unit the line is counted in: 41 eaches of 12 a case.
    expect(
      screen.getByText('Counted 0 eaches, expected about 3 cases 5 eaches'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Counted 2 cases 6 eaches, expected about 6 eaches · answered'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete count' })).toBeDisabled();

    await user.type(screen.getByLabelText('Note on Brioche Buns'), 'Stale, thrown out');
    await user.tab();
    expect(props.onCheck).toHaveBeenCalledWith(buns, { note: 'Stale, thrown out' });
  });

  it('says on leaving the field that a note is too long, and keeps it unsaved', async () => {
    const props = renderDialog({
      flagged: [buns],
      lines: { buns: { state: 'zero' } },
      expected: { buns: { quantity: 36, tolerance: 9 } },
    });
    const user = userEvent.setup();
    const note = screen.getByLabelText('Note on Brioche Buns');
    await user.click(note);
    await user.paste('x'.repeat(700));
    expect(screen.queryByText(/Must be at most 500 characters/)).not.toBeInTheDocument();
    await user.tab();
    expect(
      screen.getByText('Must be at most 500 characters (this note has 700)'),
    ).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(props.onCheck).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Complete count' })).toBeDisabled();
  });

  it('completes when every line is counted and every flag answered', async () => {
    const props = renderDialog({
      flagged: [buns],
      lines: { buns: { state: 'zero' } },
      checks: { buns: { note: 'Stale' } },
      expected: { buns: { quantity: 36, tolerance: 9 } },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete count' }));
    expect(props.onComplete).toHaveBeenCalledTimes(1);
  });
});
