import { Box, Chip, Typography } from '@mui/material';
import { formatDate } from '@/lib/format';
import type { PastVerdict, PreviousAnswer } from '../model/previousResults';

const VERDICT_LABELS: Record<PastVerdict, string> = { pass: 'Passed', fail: 'Failed', na: 'N/A' };

/**
 * Under a form question: how the last published report of this location answered it, with its
 * comment and photo thumbnails, and a "Repeat failure" flag when it fails again now.
 */
export function PreviousAnswerNote({
  previous,
  repeat,
}: {
  previous: PreviousAnswer;
  repeat: boolean;
}) {
  return (
    <Box
      data-testid="previous-answer"
      sx={{
        display: 'grid',
        gap: 0.5,
        mb: 1.5,
        p: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          Last inspection (Report #{previous.serialNo}
          {previous.createdAt ? `, ${formatDate(previous.createdAt)}` : ''}):
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={VERDICT_LABELS[previous.verdict]}
          color={
            previous.verdict === 'fail'
              ? 'error'
              : previous.verdict === 'pass'
                ? 'success'
                : 'default'
          }
        />
        {repeat && <Chip size="small" color="error" label="Repeat failure" />}
      </Box>
      {previous.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          “{previous.comment}”
        </Typography>
      )}
      {previous.images.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {previous.images.map((image, i) => (
            <Box
              key={`${image.url}-${i}`}
              component="img"
              src={image.url}
              alt={`Last inspection photo ${i + 1}`}
              loading="lazy"
              sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
