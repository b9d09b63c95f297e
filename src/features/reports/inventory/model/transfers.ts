/**
 * How the COGS page words a transfer between two locations (issue 28): the line an incoming
 * transfer is listed with, and where a period's own transfer stands.
 */
import type { StockTransfer, StoredMovement } from '@/data/inventory';

const quantityText = (quantity: number) => quantity.toLocaleString('en-US');

/** "24 × Burger buns from North Cafe, dated 2026-10-09". */
export function transferLine(
  transfer: Pick<StockTransfer, 'quantity' | 'itemId' | 'fromLocationName' | 'date'>,
  itemNames: ReadonlyMap<string, string>,
): string {
  const item = itemNames.get(transfer.itemId) ?? transfer.itemId;
  return `${quantityText(transfer.quantity)} × ${item} from ${transfer.fromLocationName}, dated ${transfer.date}`;
}

/**
 * Where a movement of the period stands: '' for waste and for transfers entered before they were
 * two-sided; a sent one waits, was accepted or was refused (with the receiver's reason).
 */
export function movementState(
  movement: Pick<
    StoredMovement,
    'kind' | 'status' | 'transferId' | 'otherLocationName' | 'refusal'
  >,
): string {
  if (movement.kind === 'waste' || movement.transferId === '') return '';
  if (movement.kind === 'transferIn') return 'Accepted';
  if (movement.status === 'pending') return `Waiting for ${movement.otherLocationName} to accept`;
  if (movement.status === 'refused') {
    return `Refused by ${movement.otherLocationName}${movement.refusal ? `: ${movement.refusal}` : ''}`;
  }
  return `Accepted by ${movement.otherLocationName}`;
}
