/**
 * Item form validation (spec 01 §5 leaves item rules open; these are ours, worded for the user) and
 * the pure conversions between a stored item, the form's values and what gets saved.
 */
import * as yup from 'yup';
import { isItemStatus, type ItemDoc, type ItemStatus } from '@/data/items';
import { dollarsToCents, MAX_PRICE_CENTS } from '@/domain/itemPrices';
import { DEFAULT_CASES } from './item';

export const MAX_TEXT = 255;

export const itemMessages = {
  descRequired: 'Description is required',
  skuRequired: 'SKU is required',
  tooLong: `Must be at most ${MAX_TEXT} characters`,
  wholeNumber: 'Must be a whole number of 1 or more',
  price: 'Price must be 0 or more',
  salePrice: 'Sale price must be 0 or more',
  decimals: 'Use at most 2 decimal places',
  priceMax: 'Must be at most $1,000,000.00',
  statusRequired: 'Status is required',
  unitsPerCase: 'Must be a whole number from 1 to 10,000',
  shelfOrder: 'Must be a whole number from 0 to 100,000',
  areaTooLong: 'Must be at most 60 characters',
} as const;

/**
 * Number inputs hand Formik strings. Values are kept as strings in the form so a half-typed "1."
 * is not rewritten under the user's fingers; the schema parses them. `price` and `salePrice` are
 * typed in dollars and cents and saved as integer cents (`priceCents`, `salePriceCents`).
 */
export interface ItemFormValues {
  itemDesc: string;
  sku: string;
  casesPerPallet: string;
  casesPerOvernight: string;
  status: ItemStatus | '';
  price: string;
  salePrice: string;
  isOnSale: boolean;
  unitsPerCase: string;
  countUnit: 'each' | 'lb';
  restaurantArea: string;
  truckArea: string;
  shelfOrder: string;
  photoUrl: string;
  photoPath: string;
}

/** What the api modules save (order and timestamps are theirs to set). */
export type ItemValues = Omit<
  ItemDoc,
  | 'order'
  | 'createdAt'
  | 'updatedAt'
  | 'photoUrl'
  | 'photoPath'
  | 'unitsPerCase'
  | 'countUnit'
  | 'storageAreas'
  | 'shelfOrder'
> & {
  unitsPerCase: number;
  countUnit: 'each' | 'lb';
  storageAreas: { restaurant?: string; truck?: string };
  shelfOrder: number;
  photoUrl: string;
  photoPath: string;
};

export const emptyItemForm: ItemFormValues = {
  itemDesc: '',
  sku: '',
  casesPerPallet: String(DEFAULT_CASES),
  casesPerOvernight: String(DEFAULT_CASES),
  status: 'active',
  price: '',
  salePrice: '0',
  isOnSale: false,
  unitsPerCase: '1',
  countUnit: 'each',
  restaurantArea: '',
  truckArea: '',
  shelfOrder: '0',
  photoUrl: '',
  photoPath: '',
};

const numberText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A required whole number of at least 1, one message for every way of getting it wrong. */
const wholeNumberField = () =>
  yup
    .string()
    .test(
      'whole',
      itemMessages.wholeNumber,
      (value) => /^\d+$/.test(numberText(value)) && Number(value) >= 1,
    );

/** A required whole number within [min, max]. */
const boundedWholeField = (min: number, max: number, message: string) =>
  yup.string().test('bounded', message, (value) => {
    const text = numberText(value);
    return /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
  });

/** A required amount of money in dollars: a number >= 0 with at most two decimals, at most $1M. */
const moneyField = (message: string) =>
  yup
    .string()
    .test('non-negative', message, (value) => {
      const text = numberText(value);
      return text !== '' && Number.isFinite(Number(text)) && Number(text) >= 0;
    })
    .test('decimals', itemMessages.decimals, (value) => !/\.\d{3,}$/.test(numberText(value)))
    .test(
      'max',
      itemMessages.priceMax,
      (value) => (dollarsToCents(Number(numberText(value))) ?? 0) <= MAX_PRICE_CENTS,
    );

export const itemSchema = yup.object({
  itemDesc: yup
    .string()
    .trim()
    .required(itemMessages.descRequired)
    .max(MAX_TEXT, itemMessages.tooLong),
  sku: yup.string().trim().required(itemMessages.skuRequired).max(MAX_TEXT, itemMessages.tooLong),
  casesPerPallet: wholeNumberField(),
  casesPerOvernight: wholeNumberField(),
  // One test per field, so each wrong value yields exactly one message.
  // The select only offers valid values, so an unknown one reads as "not chosen".
  status: yup.string().test('status', itemMessages.statusRequired, (value) => isItemStatus(value)),
  price: moneyField(itemMessages.price),
  salePrice: moneyField(itemMessages.salePrice),
  isOnSale: yup.boolean(),
  unitsPerCase: boundedWholeField(1, 10000, itemMessages.unitsPerCase),
  countUnit: yup.string().oneOf(['each', 'lb']),
  restaurantArea: yup.string().max(60, itemMessages.areaTooLong),
  truckArea: yup.string().max(60, itemMessages.areaTooLong),
  shelfOrder: boundedWholeField(0, 100000, itemMessages.shelfOrder),
});

/** Typed dollars ("42.50") to integer cents (4250); validated text has at most 2 decimals. */
const toCents = (text: string) => dollarsToCents(Number(text.trim())) ?? 0;

/** Stored cents as the form shows them, as typed before cents: 4250 -> "42.5", 3200 -> "32". */
const centsText = (cents: unknown, fallback: string) =>
  typeof cents === 'number' && Number.isFinite(cents) ? String(cents / 100) : fallback;

/** The form's starting values for an existing item; fields older documents lack get defaults. */
export function itemFormValues(item: Partial<ItemDoc>): ItemFormValues {
  const numberOr = (value: unknown, fallback: string) =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback;
  return {
    itemDesc: item.itemDesc ?? '',
    sku: item.sku ?? '',
    casesPerPallet: numberOr(item.casesPerPallet, String(DEFAULT_CASES)),
    casesPerOvernight: numberOr(item.casesPerOvernight, String(DEFAULT_CASES)),
    status: isItemStatus(item.status) ? item.status : '',
    price: centsText(item.priceCents, ''),
    salePrice: centsText(item.salePriceCents, '0'),
    isOnSale: item.isOnSale === true,
    unitsPerCase: numberOr(item.unitsPerCase, '1'),
    countUnit: item.countUnit === 'lb' ? 'lb' : 'each',
    restaurantArea: item.storageAreas?.restaurant ?? '',
    truckArea: item.storageAreas?.truck ?? '',
    shelfOrder: numberOr(item.shelfOrder, '0'),
    photoUrl: item.photoUrl ?? '',
    photoPath: item.photoPath ?? '',
  };
}

/** What gets saved: text trimmed, numbers parsed. Call only with values that passed the schema. */
export function toItemValues(values: ItemFormValues): ItemValues {
  if (!isItemStatus(values.status)) throw new Error('toItemValues needs validated values');
  return {
    itemDesc: values.itemDesc.trim(),
    sku: values.sku.trim(),
    casesPerPallet: Number(values.casesPerPallet),
    casesPerOvernight: Number(values.casesPerOvernight),
    status: values.status,
    priceCents: toCents(values.price),
    salePriceCents: toCents(values.salePrice),
    isOnSale: values.isOnSale,
    unitsPerCase: Number(values.unitsPerCase),
    countUnit: values.countUnit,
    // Only the areas chosen: an item without one is listed last on that type's count sheet.
    storageAreas: {
      ...(values.restaurantArea.trim() ? { restaurant: values.restaurantArea.trim() } : {}),
      ...(values.truckArea.trim() ? { truck: values.truckArea.trim() } : {}),
    },
    shelfOrder: Number(values.shelfOrder),
    photoUrl: values.photoUrl,
    photoPath: values.photoPath,
  };
}
