import { Box, Button, CircularProgress } from '@mui/material';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/lib/paths';
import type { UserState } from '../api/get-user';

/** What a user page shows while its user loads, or when it is missing or out of reach. */
export function UserStateFallback({
  state,
  title,
}: {
  state: Exclude<UserState, { status: 'ready' }>;
  title: string;
}) {
  usePageTitle(title);
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading user" />
      </Box>
    );
  }
  return (
    <EmptyState
      icon={<PersonOffIcon />}
      title={state.status === 'missing' ? 'User not found' : 'This user cannot be shown'}
      description={
        state.status === 'missing'
          ? 'The user may have been deleted.'
          : 'You may not have access to this user, or the connection failed.'
      }
      action={
        <Button component={RouterLink} to={paths.tools.users.list} variant="outlined">
          Back to Users
        </Button>
      }
    />
  );
}
