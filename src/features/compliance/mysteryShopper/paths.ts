import { paths } from '@/lib/paths';

const LIST = paths.compliance.mysteryShopper;

/** Mystery shopper addresses (spec 02 §2). */
export const mysteryShopperPaths = {
  list: LIST,
  new: `${LIST}/new`,
  view: (id: string) => `${LIST}/${encodeURIComponent(id)}/view`,
  edit: (id: string) => `${LIST}/${encodeURIComponent(id)}/edit`,
} as const;
