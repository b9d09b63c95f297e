import type { Timestamp } from 'firebase/firestore';

export const ITEM_STATUSES = ['active', 'out_of_stock', 'discontinued'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  active: 'Active',
  out_of_stock: 'Out of stock',
  discontinued: 'Discontinued',
};

export const ITEM_STATUS_OPTIONS = ITEM_STATUSES.map((value) => ({
  value,
  label: ITEM_STATUS_LABELS[value],
}));

/** Spec 01 §9: default casesPerPallet and casesPerOvernight. */
export const DEFAULT_CASES = 1;

/** Spec 01 §5 / §9: item photos are resized to at most this many pixels per side. */
export const ITEM_PHOTO_MAX_PX = 1500;

/** An `items/{id}` document as stored. Photo fields are absent on items that never had one. */
export interface ItemDoc {
  itemDesc: string;
  sku: string;
  casesPerPallet: number;
  casesPerOvernight: number;
  status: ItemStatus;
  price: number;
  salePrice: number;
  isOnSale: boolean;
  order: number;
  /** Counting (issue 14): eaches per case, or lb per case for weighed items. */
  unitsPerCase?: number;
  /** Weighed seafood is counted in lb; everything else in cases and eaches. */
  countUnit?: 'each' | 'lb';
  /** The storage area the item is counted in, per location type. */
  storageAreas?: { restaurant?: string; truck?: string };
  /** Position on the count sheet inside its area. */
  shelfOrder?: number;
  photoUrl?: string;
  photoPath?: string;
  createdAt?: Timestamp | null;
  updatedAt?: Timestamp | null;
}

export type Item = ItemDoc & { id: string };

export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value);
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50"; empty for a missing value. */
export function formatMoney(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? money.format(value) : '';
}
