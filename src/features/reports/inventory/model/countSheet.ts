/**
 * The count sheet's pure logic (issue 14): storage areas per location type, items grouped by
 * area in shelf order, % counted per area, and turning what was typed (cases + eaches, or lb)
 * into a line. Blank stays blank: only typed figures make a line counted.
 */
import type { LocationType } from '@/data/franchiseLocations';
import type { StorageAreas } from '@/data/inventory';
import { eachesFromCount, lineQuantity, type CountLine } from './cogs';

// The stored areas (src/data/inventory.ts inventory_settings/storageAreas). Types only: this
// module is pure, so the server's count check reads items with it (readCountItem).
export type { LocationType, StorageAreas };

/** Where items without an area of this location type are listed, after every named area. */
export const UNASSIGNED_AREA = 'Not assigned to an area';

export const MAX_AREAS = 20;
export const MAX_AREA_NAME = 60;
/** Same bound as the rules' count_lines quantity. */
export const MAX_QUANTITY = 100000;

/** An item as the count sheet needs it. */
export interface CountItem {
  id: string;
  itemDesc: string;
  sku: string;
  /** Eaches in a case; for weighed items the pounds in a case. */
  unitsPerCase: number;
  /** Weighed seafood is counted in lb, everything else in cases and eaches. */
  countUnit: 'each' | 'lb';
  /** The item's area per location type (absent: listed under UNASSIGNED_AREA). */
  storageAreas: Partial<Record<LocationType, string>>;
  shelfOrder: number;
}

/**
 * An item document as the count sheet counts it (the server's count check reads it the same
 * way): fields older items lack get their defaults, 1 / each / no area / shelf 0.
 */
export function readCountItem(id: string, data: Readonly<Record<string, unknown>>): CountItem {
  return {
    id,
    itemDesc: String(data.itemDesc ?? ''),
    sku: String(data.sku ?? ''),
    unitsPerCase: typeof data.unitsPerCase === 'number' ? data.unitsPerCase : 1,
    countUnit: data.countUnit === 'lb' ? 'lb' : 'each',
    storageAreas: (data.storageAreas ?? {}) as Partial<Record<LocationType, string>>,
    shelfOrder: typeof data.shelfOrder === 'number' ? data.shelfOrder : 0,
  };
}

export interface AreaGroup {
  area: string;
  items: CountItem[];
}

/** Items grouped by the location type's areas in their order, each area in shelf order. */
export function groupByArea(
  items: readonly CountItem[],
  areas: StorageAreas,
  type: LocationType,
): AreaGroup[] {
  const names = areas[type];
  const groups = new Map<string, CountItem[]>(names.map((a) => [a, []]));
  const unassigned: CountItem[] = [];
  for (const item of items) {
    const area = item.storageAreas[type];
    const group = area === undefined ? undefined : groups.get(area);
    (group ?? unassigned).push(item);
  }
  const byShelf = (a: CountItem, b: CountItem) =>
    a.shelfOrder - b.shelfOrder || a.itemDesc.localeCompare(b.itemDesc);
  const result = [...groups].map(([area, list]) => ({ area, items: list.sort(byShelf) }));
  if (unassigned.length) result.push({ area: UNASSIGNED_AREA, items: unassigned.sort(byShelf) });
  return result.filter((g) => g.items.length > 0);
}

/** Whole per cent of the items with a counted line (zero counts too); 100 for no items. */
export function percentCounted(
  itemIds: readonly string[],
  lines: Readonly<Record<string, CountLine>>,
): number {
  if (itemIds.length === 0) return 100;
  const counted = itemIds.filter((id) => lineQuantity(lines[id]) !== null).length;
  return Math.floor((counted * 100) / itemIds.length);
}

/** What the sheet shows for a saved quantity: whole cases and the loose eaches. */
export function splitCases(
  eaches: number,
  unitsPerCase: number,
): { cases: number; eaches: number } {
  const pack = unitsPerCase > 0 ? unitsPerCase : 1;
  return { cases: Math.floor(eaches / pack), eaches: eaches % pack };
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A quantity in eaches (or lb) as the line is counted: whole cases and loose eaches ("3 cases 4
 * eaches", "1 case", "7 eaches"), or lb to 2 decimals; an expectation is rounded to whole eaches.
 */
export function quantityText(
  quantity: number,
  item: Pick<CountItem, 'countUnit' | 'unitsPerCase'>,
): string {
  if (item.countUnit === 'lb') return `${Math.round(quantity * 100) / 100} lb`;
  const eaches = Math.round(quantity);
  if (item.unitsPerCase <= 1) return counted(eaches, 'each', 'eaches');
  const split = splitCases(eaches, item.unitsPerCase);
  const parts = [
    ...(split.cases > 0 ? [counted(split.cases, 'case', 'cases')] : []),
    ...(split.eaches > 0 || split.cases === 0 ? [counted(split.eaches, 'each', 'eaches')] : []),
  ];
  return parts.join(' ');
}

/** What was typed on one line; empty strings are untouched fields. */
export type LineInput =
  { unit: 'each'; cases: string; eaches: string } | { unit: 'lb'; lb: string };

export const lineMessages = {
  wholeNumber: 'Enter a whole number of 0 or more',
  weight: 'Enter a weight of 0 or more, at most 2 decimals',
  tooMuch: `At most ${MAX_QUANTITY.toLocaleString('en-US')} per line`,
} as const;

export type ParsedLine = { ok: true; line: CountLine } | { ok: false; message: string };

const WHOLE = /^\d+$/;
const WEIGHT = /^\d+(\.\d{1,2})?$/;

/**
 * The line a typed input means: both fields empty is "not counted", figures adding up to 0 are
 * "counted zero", anything else a quantity in eaches (or lb).
 */
export function parseLineInput(input: LineInput, unitsPerCase: number): ParsedLine {
  if (input.unit === 'lb') {
    const text = input.lb.trim();
    if (text === '') return { ok: true, line: { state: 'notCounted' } };
    if (!WEIGHT.test(text)) return { ok: false, message: lineMessages.weight };
    return toLine(Number(text));
  }
  const cases = input.cases.trim();
  const eaches = input.eaches.trim();
  if (cases === '' && eaches === '') return { ok: true, line: { state: 'notCounted' } };
  if ((cases !== '' && !WHOLE.test(cases)) || (eaches !== '' && !WHOLE.test(eaches))) {
    return { ok: false, message: lineMessages.wholeNumber };
  }
  return toLine(eachesFromCount(Number(cases || 0), Number(eaches || 0), unitsPerCase));
}

function toLine(quantity: number): ParsedLine {
  if (quantity > MAX_QUANTITY) return { ok: false, message: lineMessages.tooMuch };
  return {
    ok: true,
    line: quantity === 0 ? { state: 'zero' } : { state: 'counted', quantity },
  };
}

/** The typed fields that show a saved line again (blank fields for a blank line). */
export function lineInputOf(line: CountLine | undefined, item: CountItem): LineInput {
  const q = lineQuantity(line);
  if (item.countUnit === 'lb') return { unit: 'lb', lb: q === null ? '' : String(q) };
  if (q === null) return { unit: 'each', cases: '', eaches: '' };
  const split = splitCases(q, item.unitsPerCase);
  return { unit: 'each', cases: String(split.cases), eaches: String(split.eaches) };
}

/** One area per line of text, trimmed, blanks and repeats dropped; a message when unusable. */
export function parseAreaList(
  text: string,
): { ok: true; areas: string[] } | { ok: false; message: string } {
  const areas = [
    ...new Set(
      text
        .split('\n')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
  if (areas.length === 0) return { ok: false, message: 'Enter at least one storage area' };
  if (areas.length > MAX_AREAS) return { ok: false, message: `At most ${MAX_AREAS} storage areas` };
  if (areas.some((a) => a.length > MAX_AREA_NAME)) {
    return { ok: false, message: `Each area name may have at most ${MAX_AREA_NAME} characters` };
  }
  return { ok: true, areas };
}
