import { Paper, Stack } from '@mui/material';
import type { FormErrors, ReportFormValues } from '../model/reportForm';
import { NotesField } from './NotesField';

type NotesName = 'highlightNotes' | 'lowlightNotes';

interface ReportNotesProps {
  values: Pick<ReportFormValues, NotesName>;
  errors: FormErrors;
  onChange: (field: NotesName, value: string) => void;
  onBusy: (key: string, busy: boolean) => void;
}

/** The report's two notes: what went well, and what to improve. */
export function ReportNotes({ values, errors, onChange, onBusy }: ReportNotesProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <NotesField
          label="Positives & Highlights"
          value={values.highlightNotes}
          error={errors.highlightNotes}
          onCommit={(value) => onChange('highlightNotes', value)}
          onBusy={(busy) => onBusy('notes:highlight', busy)}
        />
        <NotesField
          label="Opportunities for Improvement"
          value={values.lowlightNotes}
          error={errors.lowlightNotes}
          onCommit={(value) => onChange('lowlightNotes', value)}
          onBusy={(busy) => onBusy('notes:lowlight', busy)}
        />
      </Stack>
    </Paper>
  );
}
