import { Button, Stack } from '@mui/material';
import type { FormMode } from '../model/reportForm';

interface ReportActionsProps {
  mode: FormMode;
  /** Stacked in the desktop side panel, in a row in the bottom bar. */
  desktop: boolean;
  saving: boolean;
  reordering: boolean;
  hasDraft: boolean;
  canReorder: boolean;
  onSaveDraft: () => void;
  onPublish: () => void;
  onUpdate: () => void;
  onToggleReorder: () => void;
}

/** The form's buttons: Update for an edit; Save Draft and Submit (or Publish) otherwise; Reorder. */
export function ReportActions(props: ReportActionsProps) {
  const { mode, desktop, saving, reordering, hasDraft, canReorder } = props;
  const busy = saving || reordering;
  return (
    <Stack
      direction={desktop ? 'column' : 'row'}
      spacing={1.5}
      sx={{ width: desktop ? 1 : 'auto' }}
    >
      {mode === 'edit' ? (
        <Button variant="contained" size="large" disabled={busy} onClick={props.onUpdate}>
          Update
        </Button>
      ) : (
        <>
          <Button variant="outlined" size="large" disabled={busy} onClick={props.onSaveDraft}>
            Save Draft
          </Button>
          <Button variant="contained" size="large" disabled={busy} onClick={props.onPublish}>
            {hasDraft ? 'Publish' : 'Submit'}
          </Button>
        </>
      )}
      {canReorder && (
        <Button size="large" onClick={props.onToggleReorder} disabled={saving}>
          {reordering ? 'Done Reordering' : 'Reorder'}
        </Button>
      )}
    </Stack>
  );
}
