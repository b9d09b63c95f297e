import { Box, Button } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <EmptyState
        icon={<SearchOffIcon />}
        title="404: The page you are looking for isn't here"
        description="You either tried some shady route or you came here by mistake."
        action={
          <Button component={RouterLink} to={paths.app} variant="contained" size="large">
            Back to the dashboard
          </Button>
        }
      />
    </Box>
  );
}
