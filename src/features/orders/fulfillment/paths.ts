import { paths } from '@/lib/paths';
import type { FulfillmentTab } from './model/tabs';

// src/lib/paths.ts has the list and detail addresses; the tab and print variants are built here.
export const fulfillmentPaths = {
  tab: (tab: FulfillmentTab) => `${paths.fulfillments.list}?tab=${tab}`,
  detail: (id: string) => paths.fulfillments.detail(encodeURIComponent(id)),
  /** The packing slip, opening the browser's print dialog once loaded. */
  print: (id: string) => `${paths.fulfillments.detail(encodeURIComponent(id))}?print=1`,
} as const;
