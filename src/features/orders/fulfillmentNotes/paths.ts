import { paths } from '@/lib/paths';

// src/lib/paths.ts has the list address; the note screens' addresses are built here, once.
export const fulfillmentNotePaths = {
  list: paths.fulfillments.notes,
  new: `${paths.fulfillments.notes}/new-note`,
  copy: (id: string) => `${paths.fulfillments.notes}/${encodeURIComponent(id)}/create-copy`,
  edit: (id: string) => `${paths.fulfillments.notes}/${encodeURIComponent(id)}/edit`,
} as const;
