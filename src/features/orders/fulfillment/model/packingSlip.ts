import type { OrderLine } from '../../model/types';

/** The catalogue fields a packing slip needs from `items/{id}` (spec 01 §3 Item). */
export interface SlipItem {
  id: string;
  itemDesc: string;
  sku: string;
  casesPerPallet: number;
  casesPerOvernight: number;
}

/** One printed line of a packing slip. */
export interface SlipLine {
  id: string;
  sku: string;
  itemDesc: string;
  /** Cases ordered. */
  quantity: number;
  casesPerPallet: number;
  /** Pallets this line fills: quantity / casesPerPallet, to two decimals. */
  pallets: number;
  casesPerOvernight: number;
  /**
   * Overnight shipments this line fills (quantity / casesPerOvernight, to two decimals), as
   * orderTotals counts them; 0 when the order does not ship overnight.
   */
  overnight: number;
}

/** Shown for a line whose item is no longer in the catalogue. */
export const UNKNOWN_ITEM = 'Unknown item';

const positive = (value: number) => (Number.isFinite(value) && value >= 1 ? value : 1);
const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The slip's lines, in catalogue order of the order's items: lines with quantity 0 are left out
 * (spec 01 §4 adds missing active items to orders with quantity 0; nothing is packed for them).
 * Missing catalogue data falls back to the spec's defaults (casesPerPallet and casesPerOvernight 1).
 */
export function buildSlipLines(
  lines: readonly OrderLine[],
  items: readonly SlipItem[],
  overnight: boolean,
): SlipLine[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return lines
    .filter((line) => Number.isFinite(line.quantity) && line.quantity > 0)
    .map((line) => {
      const item = byId.get(line.id);
      const casesPerPallet = positive(item?.casesPerPallet ?? 1);
      const casesPerOvernight = positive(item?.casesPerOvernight ?? 1);
      return {
        id: line.id,
        sku: item?.sku ?? '',
        itemDesc: item?.itemDesc ?? UNKNOWN_ITEM,
        quantity: line.quantity,
        casesPerPallet,
        pallets: roundTo2(line.quantity / casesPerPallet),
        casesPerOvernight,
        overnight: overnight ? roundTo2(line.quantity / casesPerOvernight) : 0,
      };
    });
}

/** Total cases of an order (the fulfillments table's "Cases" column). */
export function totalCases(lines: readonly OrderLine[]): number {
  return lines.reduce(
    (sum, line) => sum + (Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0),
    0,
  );
}

/** Download name of an order's packing slip PDF. */
export function packingSlipFileName(orderNumber: number): string {
  return `packing-slip-${orderNumber}.pdf`;
}
