import { Button } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { EmptyState } from '@/components/EmptyState';
import { NEEDS_CONNECTION_TEXT, NEEDS_CONNECTION_TITLE } from './connection';

/** "This page needs a connection" with a Retry (which also happens by itself once online). */
export function NeedsConnection({ onRetry }: { onRetry?: () => void }) {
  return (
    <EmptyState
      icon={<CloudOffOutlinedIcon />}
      title={NEEDS_CONNECTION_TITLE}
      description={NEEDS_CONNECTION_TEXT}
      action={
        onRetry ? (
          <Button variant="contained" size="large" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    />
  );
}
