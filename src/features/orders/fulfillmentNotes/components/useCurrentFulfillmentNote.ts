import { useEffect, useState } from 'react';
import { watchCurrentFulfillmentNote } from '../api/watch-current-fulfillment-note';
import type { FulfillmentNoteView } from '../model/note';

export type CurrentNoteState =
  | { status: 'loading' }
  | { status: 'ready'; note: FulfillmentNoteView | null }
  | { status: 'error' };

/** The current fulfillment note, live. */
export function useCurrentFulfillmentNote(): CurrentNoteState {
  const [state, setState] = useState<CurrentNoteState>({ status: 'loading' });
  useEffect(
    () =>
      watchCurrentFulfillmentNote(
        (note) => setState({ status: 'ready', note }),
        (error) => {
          console.error('Could not load the current fulfillment note', error);
          setState({ status: 'error' });
        },
      ),
    [],
  );
  return state;
}
