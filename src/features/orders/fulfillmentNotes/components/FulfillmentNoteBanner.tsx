import { Alert, AlertTitle, Skeleton } from '@mui/material';
import { NO_FULFILLMENT_NOTE } from '../model/note';
import type { CurrentNoteState } from './useCurrentFulfillmentNote';

/**
 * The fulfillment-notes banner (spec 01 §2): the current note, or "No fulfillment note". A note
 * that cannot be loaded reads as none: the banner is advice, not a gate.
 */
export function FulfillmentNoteBanner({ state }: { state: CurrentNoteState }) {
  if (state.status === 'loading') {
    return <Skeleton variant="rounded" height={64} sx={{ mb: 2 }} aria-label="Loading note" />;
  }
  const note = state.status === 'ready' ? state.note : null;
  return (
    <Alert
      severity={note ? 'info' : 'warning'}
      variant="outlined"
      role="region"
      aria-label="Fulfillment note"
      sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>Fulfillment note</AlertTitle>
      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note ? note.notes : NO_FULFILLMENT_NOTE}
      </span>
    </Alert>
  );
}
