import { Alert, AlertTitle } from '@mui/material';
import { CompactQueryState } from '@/components/QueryState';
import { NO_FULFILLMENT_NOTE } from '../../model/fulfillmentNote';
import type { CurrentNoteQuery } from './useCurrentFulfillmentNote';

/**
 * The fulfillment-notes banner (spec 01 §2): the current note, or "No fulfillment note"; while it
 * loads, or offline when it is not on this device, the banner says so in one line (it is
 * advice, not a gate: the orders below still show).
 */
export function FulfillmentNoteBanner({ note }: { note: CurrentNoteQuery }) {
  const current = note.data ?? null;
  return (
    <Alert
      severity={note.isSuccess && !current ? 'warning' : 'info'}
      variant="outlined"
      role="region"
      aria-label="Fulfillment note"
      sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>Fulfillment note</AlertTitle>
      <CompactQueryState
        query={note}
        loadingLabel="Loading note"
        errorMessage="The fulfillment note could not be loaded."
      >
        <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {current ? current.notes : NO_FULFILLMENT_NOTE}
        </span>
      </CompactQueryState>
    </Alert>
  );
}
