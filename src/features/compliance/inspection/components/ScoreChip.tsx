import { Chip } from '@mui/material';
import { resultColor, scoreColor, type ReportScore } from '../../model/scoring';

/** The live score and result of the form (spec 02 §4 colours). */
export function ScoreChips({ score }: { score: ReportScore }) {
  return (
    <>
      <Chip
        label={`Score: ${score.scoreName}`}
        color={scoreColor(score.score, score.result)}
        aria-label={`Score ${score.scoreName}`}
        sx={{ fontWeight: 600, fontSize: '1rem', height: 40 }}
      />
      <Chip
        label={score.resultName}
        color={resultColor(score.result)}
        variant="outlined"
        sx={{ fontWeight: 600, fontSize: '1rem', height: 40 }}
      />
    </>
  );
}
