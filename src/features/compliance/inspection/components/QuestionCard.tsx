import { memo } from 'react';
import {
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  Paper,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { ReportImage, ReportQuestion } from '../../model/types';
import { useDebouncedField } from '../hooks/useDebouncedField';
import type { QuestionPatch } from '../model/reportForm';
import { NOTES_DEBOUNCE_MS } from '../model/timing';
import { QuestionPhotos } from './QuestionPhotos';
import { isRepeatFailure, PreviousAnswerNote, type PreviousAnswer } from '../../history';

interface QuestionCardProps {
  question: ReportQuestion;
  index: number;
  reportId: string;
  error?: string;
  /** Reorder mode: the pass switch is disabled (spec 02 §4). */
  reordering: boolean;
  online: boolean;
  onChange: (id: string, patch: QuestionPatch) => void;
  onAddImage: (id: string, image: ReportImage) => void;
  onRemoveImage: (id: string, fileName: string) => void;
  /** A comment or photo of question `key` is in flight. */
  onBusy: (key: string, busy: boolean) => void;
  /** The answer of the location's last published report, when there is one. */
  previous?: PreviousAnswer;
}

/**
 * One question: Yes/No pass switch with large touch targets, N/A (which disables the switch and
 * the comment), comment and photos. Memoised: a change re-renders only its own card.
 */
export const QuestionCard = memo(function QuestionCard(props: QuestionCardProps) {
  const { question: q, index, reportId, error, reordering, online } = props;
  const { onChange, onAddImage, onRemoveImage, onBusy, previous } = props;
  const [comment, setComment] = useDebouncedField(
    q.comment,
    (value) => onChange(q.id, { comment: value }),
    NOTES_DEBOUNCE_MS,
    (busy) => onBusy(`comment:${q.id}`, busy),
  );
  const label = `Question ${index}: ${q.question}`;
  return (
    <Paper
      variant="outlined"
      data-testid="report-question"
      // N/A shows as a dashed outline, not faded: faded text and chips fall below 4.5:1 (axe).
      sx={{ p: 2, borderStyle: q.isNotApplicable ? 'dashed' : 'solid' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
        <Typography sx={{ flex: 1, fontWeight: 500 }}>
          {index}. {q.question}
        </Typography>
        <Chip
          size="small"
          label={q.weight === 'dnq' ? 'DNQ' : `Weight ${q.weight}`}
          color={q.weight === 'dnq' ? 'error' : 'default'}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          value={q.pass ? 'yes' : 'no'}
          onChange={(_, value: 'yes' | 'no' | null) => {
            if (value) onChange(q.id, { pass: value === 'yes' });
          }}
          disabled={q.isNotApplicable || reordering}
          aria-label={`Pass: ${label}`}
          data-testid="pass-switch"
        >
          <ToggleButton
            value="yes"
            color="success"
            sx={{ minWidth: 88, minHeight: 48, fontWeight: 600 }}
          >
            Yes
          </ToggleButton>
          <ToggleButton
            value="no"
            color="error"
            sx={{ minWidth: 88, minHeight: 48, fontWeight: 600 }}
          >
            No
          </ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          sx={{ minHeight: 48, mr: 0 }}
          control={
            <Checkbox
              checked={q.isNotApplicable}
              onChange={(e) => onChange(q.id, { isNotApplicable: e.target.checked })}
              disabled={reordering}
              slotProps={{ input: { 'aria-label': `N/A: ${label}` } }}
              sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
            />
          }
          label="N/A"
        />
      </Box>
      {previous && <PreviousAnswerNote previous={previous} repeat={isRepeatFailure(q, previous)} />}
      <TextField
        label="Comment"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        disabled={q.isNotApplicable || reordering}
        multiline
        minRows={1}
        fullWidth
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { 'aria-label': `Comment: ${label}` } }}
        sx={{ mb: 1.5 }}
      />
      <QuestionPhotos
        reportId={reportId}
        questionId={q.id}
        images={q.images}
        disabled={reordering}
        online={online}
        onAdd={(image) => onAddImage(q.id, image)}
        onRemove={(fileName) => onRemoveImage(q.id, fileName)}
        onBusy={(busy) => onBusy(`photo:${q.id}`, busy)}
      />
    </Paper>
  );
});
