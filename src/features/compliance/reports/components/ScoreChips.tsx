import { Chip } from '@mui/material';
import { resultColor, scoreColor } from '../../model/scoring';
import type { ReportResult } from '../../model/types';

/** Score as a chip in the spec's colour (spec 02 §4): dnq error, 60+ success, else warning. */
export function ScoreChip({
  score,
  scoreName,
  result,
}: {
  score: number;
  scoreName: string;
  result: ReportResult;
}) {
  return <Chip size="small" label={scoreName} color={scoreColor(score, result)} />;
}

/** Result as an outlined chip: pass success, dnq error, otherwise warning. */
export function ResultChip({ result, resultName }: { result: ReportResult; resultName: string }) {
  return <Chip size="small" variant="outlined" label={resultName} color={resultColor(result)} />;
}
