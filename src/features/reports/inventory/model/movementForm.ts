/**
 * The transfer / waste entry form (issue 14): what was typed, checked into an entry to save or
 * a message per field. Quantities are eaches or lb, above 0 and at most 100,000 (the rules' bound).
 */
import type { MovementKind, WasteReason } from './cogsReport';

export interface MovementDraft {
  kind: MovementKind;
  itemId: string;
  quantity: string;
  date: string;
  otherLocationId: string;
  reason: WasteReason | '';
}

export type MovementErrors = Partial<Record<keyof MovementDraft, string>>;

interface CheckedMovement {
  kind: MovementKind;
  itemId: string;
  quantity: number;
  date: string;
  otherLocationId: string;
  reason: WasteReason | '';
}

/** The entry, or the messages to show; `from`/`to` bound the date to the period. */
export function checkMovement(
  d: MovementDraft,
  from: string,
  to: string,
): { entry: CheckedMovement } | { errors: MovementErrors } {
  const errors: MovementErrors = {};
  if (d.itemId === '') errors.itemId = 'Choose an item.';
  const quantity = Number(d.quantity.trim());
  if (d.quantity.trim() === '' || !Number.isFinite(quantity) || quantity <= 0) {
    errors.quantity = 'Enter a quantity above 0.';
  } else if (quantity > 100_000) {
    errors.quantity = 'Enter at most 100,000.';
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date) || d.date < from || d.date > to) {
    errors.date = `Enter a date from ${from} to ${to}.`;
  }
  if (d.kind === 'waste' && d.reason === '') errors.reason = 'Choose a reason.';
  if (d.kind !== 'waste' && d.otherLocationId === '') {
    errors.otherLocationId = 'Choose the other location.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    entry: {
      kind: d.kind,
      itemId: d.itemId,
      quantity,
      date: d.date,
      otherLocationId: d.kind === 'waste' ? '' : d.otherLocationId,
      reason: d.kind === 'waste' ? d.reason : '',
    },
  };
}
