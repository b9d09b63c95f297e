import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { listCurrentFulfillmentNote } from '../api/list-current-fulfillment-note';

/** The query key of the current note: saving a note invalidates it. */
export const CURRENT_NOTE_KEY = ['orders', 'fulfillmentNote', 'current'] as const;

/**
 * The current fulfillment note, or null when there is none. A TanStack query (issue 15) so that
 * offline with nothing cached the banner says it needs a connection rather than "No fulfillment
 * note"; saving a note (this app is the only writer) invalidates it.
 */
export function useCurrentFulfillmentNote() {
  return useQuery({
    queryKey: CURRENT_NOTE_KEY,
    queryFn: () =>
      listCurrentFulfillmentNote(db).catch((error: unknown) => {
        console.error('Could not load the current fulfillment note', error);
        throw error;
      }),
    select: (notes) => notes[0] ?? null,
  });
}

export type CurrentNoteQuery = ReturnType<typeof useCurrentFulfillmentNote>;
