import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import { EmptyState } from './EmptyState';

interface NotFoundStateProps {
  /** E.g. "Report not found". */
  title: string;
  backTo: string;
  backLabel: string;
}

/** A detail or edit page whose document does not exist (any more): say so and lead back. */
export function NotFoundState({ title, backTo, backLabel }: NotFoundStateProps) {
  return (
    <EmptyState
      title={title}
      action={
        <Button component={RouterLink} to={backTo} variant="contained" size="large">
          {backLabel}
        </Button>
      }
    />
  );
}
