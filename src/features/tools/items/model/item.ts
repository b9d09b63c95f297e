import { ITEM_STATUSES, type ItemDoc, type ItemStatus } from '@/data/items';

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

export type Item = ItemDoc & { id: string };
