import { Box, Typography } from '@mui/material';
import { queuedPhotosBlockMessage } from '@/features/offline';
import type { ReportScore } from '../../model/scoring';
import { ScoreChips } from './ScoreChip';

interface ReportStatusProps {
  score: ReportScore;
  /** Photos still waiting to upload, 0 when none or when they do not block (an edit). */
  queuedPhotos: number;
  /** The last draft save, '' before one. */
  savedNote: string;
}

/** The live score, photos still waiting to upload, and when the draft was last saved. */
export function ReportStatus({ score, queuedPhotos, savedNote }: ReportStatusProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <ScoreChips score={score} />
      {queuedPhotos > 0 && (
        <Typography variant="body2" color="warning.main" data-testid="queued-photos-note">
          {queuedPhotosBlockMessage(queuedPhotos)}
        </Typography>
      )}
      {savedNote && (
        <Typography variant="body2" color="text.secondary" data-testid="saved-note">
          {savedNote}
        </Typography>
      )}
    </Box>
  );
}
