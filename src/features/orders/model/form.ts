import * as Yup from 'yup';
import { DEFAULT_MAX_PALLETS } from './totals';
import type { DraftOrder, Order, OrderLine } from './types';

/**
 * The order form's values (New Order, Edit Order, Edit Draft share one form). Quantities and max
 * pallets are kept as the typed text, so "2.5" or "-1" stays on screen next to its message
 * instead of being lost to a number conversion.
 */
export interface OrderFormValues {
  territoryId: string;
  deliveryLocationId: string;
  llcId: string;
  /** item id -> typed quantity. */
  quantities: Record<string, string>;
  overnightShipping: boolean;
  maxPallets: string;
  franchiseeNotes: string;
}

/** Spec-free limits, the same as firestore.rules (validLines, validOrderFields). */
const MAX_QUANTITY = 10000;
/**
 * Lines (items above 0) one order or draft may hold, as firestore.rules validLines: every item
 * the catalogue index can hold as active (at most 1000), once. The rules check the stored map of
 * lines as a whole, so this is not their expression limit, which fits 45,000 (README "Order
 * lines are a map checked against the item catalogue index").
 */
export const MAX_ORDER_LINES = 1000;
const MAX_PALLETS_LIMIT = 1000;
export const MAX_NOTES = 2000;

export const ORDER_MESSAGES = {
  territoryRequired: 'Choose a territory',
  deliveryRequired: 'Choose a delivery location',
  llcRequired: 'Choose an LLC',
  quantityWhole: 'Enter a whole number of 0 or more',
  quantityMax: 'Enter at most 10000 cases',
  noItems: 'Add at least one item',
  tooManyLines: `An order holds at most ${MAX_ORDER_LINES} different items: split it into two orders`,
  maxPalletsWhole: 'Enter a whole number of 1 or more',
  maxPalletsMax: 'Enter at most 1000 pallets',
  notesMax: 'Must be at most 2000 characters',
  exceedsPallets: (needed: number, max: number) =>
    `This order needs ${needed} pallets, more than the maximum of ${max}. Raise Max pallets or reduce quantities.`,
  submitted: (orderNumber: number) => `Order #${orderNumber} submitted`,
  draftSaved: 'Draft saved',
  draftDeleted: 'Draft deleted',
  draftDeleteFailed: 'The draft could not be deleted',
  orderSaved: 'Order saved',
  orderResubmitted: (orderNumber: number) => `Order #${orderNumber} resubmitted for approval`,
  saveFailed: 'The order could not be saved. Nothing was lost: check the connection and try again.',
  denied: 'You are not allowed to save this order here.',
  noLongerOrderable: 'No longer orderable: set it to 0',
} as const;

const WHOLE = /^\d+$/;

/** A typed quantity as a number: empty counts as 0; anything not a whole number is NaN. */
export function parseQuantity(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  return WHOLE.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const quantityField = Yup.string()
  .test('whole', ORDER_MESSAGES.quantityWhole, (value) => !Number.isNaN(parseQuantity(value)))
  .test('max', ORDER_MESSAGES.quantityMax, (value) => {
    const n = parseQuantity(value);
    return Number.isNaN(n) || n <= MAX_QUANTITY;
  });

/** The schema: `withLlc` for orders (drafts carry no LLC). */
export function orderSchema(withLlc: boolean) {
  return Yup.object({
    territoryId: Yup.string().required(ORDER_MESSAGES.territoryRequired),
    deliveryLocationId: Yup.string().required(ORDER_MESSAGES.deliveryRequired),
    llcId: withLlc ? Yup.string().required(ORDER_MESSAGES.llcRequired) : Yup.string(),
    quantities: Yup.lazy((quantities: Record<string, string> | undefined) =>
      Yup.object(Object.fromEntries(Object.keys(quantities ?? {}).map((id) => [id, quantityField])))
        .test('some', ORDER_MESSAGES.noItems, (value) =>
          Object.values((value ?? {}) as Record<string, string>).some(
            (text) => parseQuantity(text) > 0,
          ),
        )
        .test(
          'most',
          ORDER_MESSAGES.tooManyLines,
          (value) =>
            Object.values((value ?? {}) as Record<string, string>).filter(
              (text) => parseQuantity(text) > 0,
            ).length <= MAX_ORDER_LINES,
        ),
    ),
    overnightShipping: Yup.boolean(),
    maxPallets: Yup.string()
      .required(ORDER_MESSAGES.maxPalletsWhole)
      .test('whole', ORDER_MESSAGES.maxPalletsWhole, (value) => {
        const trimmed = (value ?? '').trim();
        return WHOLE.test(trimmed) && Number(trimmed) >= 1;
      })
      .test('max', ORDER_MESSAGES.maxPalletsMax, (value) => {
        const n = Number((value ?? '').trim());
        return !Number.isFinite(n) || n <= MAX_PALLETS_LIMIT;
      }),
    franchiseeNotes: Yup.string().max(MAX_NOTES, ORDER_MESSAGES.notesMax),
  });
}

/**
 * Errors for the quantities above 0 of items not in `activeItemIds`: a new order (or a draft
 * submitted) may name only active items (firestore.rules linesInCatalogue refuses the rest), while
 * an edit of a placed order may keep such a line.
 */
export function inactiveLineErrors(
  quantities: Record<string, string>,
  activeItemIds: readonly string[],
): Record<string, string> {
  const active = new Set(activeItemIds);
  const errors: Record<string, string> = {};
  for (const [id, text] of Object.entries(quantities)) {
    if (!active.has(id) && parseQuantity(text) > 0) errors[id] = ORDER_MESSAGES.noLongerOrderable;
  }
  return errors;
}

/** Lines as stored: quantity > 0 only, in catalogue order of `itemIds`. */
export function linesFromQuantities(
  quantities: Record<string, string>,
  itemIds: readonly string[],
): OrderLine[] {
  const seen = new Set<string>();
  const lines: OrderLine[] = [];
  // Catalogue order first, then any id the form holds that is no longer in the catalogue.
  for (const id of [...itemIds, ...Object.keys(quantities)]) {
    if (seen.has(id)) continue;
    seen.add(id);
    const quantity = parseQuantity(quantities[id]);
    if (quantity > 0) lines.push({ id, quantity });
  }
  return lines;
}

/**
 * Typed quantities for the form: every active item (missing ones at 0, spec 01 §4), plus lines of
 * the order whose item is no longer active, so saving never drops them silently.
 */
function quantitiesFor(
  lines: readonly OrderLine[],
  activeItemIds: readonly string[],
): Record<string, string> {
  const quantities: Record<string, string> = {};
  for (const id of activeItemIds) quantities[id] = '0';
  for (const line of lines) quantities[line.id] = String(line.quantity);
  return quantities;
}

export function emptyOrderForm(
  activeItemIds: readonly string[],
  defaults: Partial<Pick<OrderFormValues, 'territoryId' | 'deliveryLocationId' | 'llcId'>> = {},
): OrderFormValues {
  return {
    territoryId: defaults.territoryId ?? '',
    deliveryLocationId: defaults.deliveryLocationId ?? '',
    llcId: defaults.llcId ?? '',
    quantities: quantitiesFor([], activeItemIds),
    overnightShipping: false,
    maxPallets: String(DEFAULT_MAX_PALLETS),
    franchiseeNotes: '',
  };
}

export function orderFormValues(
  source: Pick<
    Order | DraftOrder,
    | 'territoryId'
    | 'deliveryLocationId'
    | 'items'
    | 'overnightShipping'
    | 'maxPallets'
    | 'franchiseeNotes'
  > & { llcId?: string },
  activeItemIds: readonly string[],
): OrderFormValues {
  return {
    territoryId: source.territoryId,
    deliveryLocationId: source.deliveryLocationId,
    llcId: source.llcId ?? '',
    quantities: quantitiesFor(source.items, activeItemIds),
    overnightShipping: source.overnightShipping,
    maxPallets: String(source.maxPallets ?? DEFAULT_MAX_PALLETS),
    franchiseeNotes: source.franchiseeNotes ?? '',
  };
}

/** What the API needs from valid form values (names are copied for lists and bells). */
export interface OrderInput {
  territoryId: string;
  territoryName: string;
  deliveryLocationId: string;
  deliveryLocationName: string;
  llcId: string;
  items: OrderLine[];
  overnightShipping: boolean;
  maxPallets: number;
  franchiseeNotes: string;
}

export function toOrderInput(
  values: OrderFormValues,
  itemIds: readonly string[],
  names: { territoryName: string; deliveryLocationName: string },
): OrderInput {
  return {
    territoryId: values.territoryId,
    territoryName: names.territoryName,
    deliveryLocationId: values.deliveryLocationId,
    deliveryLocationName: names.deliveryLocationName,
    llcId: values.llcId,
    items: linesFromQuantities(values.quantities, itemIds),
    overnightShipping: values.overnightShipping,
    maxPallets: Number(values.maxPallets.trim()),
    franchiseeNotes: values.franchiseeNotes.trim(),
  };
}
