import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CompactQueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { getSignoff } from '../api/signoff-doc';
import { formatDuration } from '../../model/signoff';

function Signature({ label, name, image }: { label: string; name: string; image: string }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      {image ? (
        <Box
          component="img"
          src={image}
          alt={`${label} signature of ${name}`}
          sx={{ display: 'block', width: '100%', maxWidth: 360, height: 'auto' }}
        />
      ) : (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic', py: 2 }}>
          Not signed
        </Typography>
      )}
      <Typography variant="body2" sx={{ borderTop: 1, pt: 0.5, maxWidth: 360 }}>
        {label}: {name || '-'}
      </Typography>
    </Box>
  );
}

/** The report view's sign-off (issue 16): start, end, duration and the drawn signatures. */
export function SignoffPanel({ reportId }: { reportId: string }) {
  const query = useQuery({
    queryKey: ['compliance-signoff', reportId],
    queryFn: () => getSignoff(db, reportId),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Sign-off">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Sign-off
      </Typography>
      {!query.isSuccess && (
        <CompactQueryState
          query={query}
          loadingLabel="Loading the sign-off"
          errorMessage="The sign-off could not be loaded."
        />
      )}
      {query.data === null && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          No sign-off was recorded for this report.
        </Typography>
      )}
      {query.data && (
        <Stack spacing={2}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <dt>Started</dt>
            <dd>{formatDateTime(query.data.startedAt)}</dd>
            <dt>Ended</dt>
            <dd>{formatDateTime(query.data.endedAt)}</dd>
            <dt>Duration</dt>
            <dd data-testid="signoff-duration">{formatDuration(query.data.durationSeconds)}</dd>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <Signature
              label="Inspector"
              name={query.data.inspectorName}
              image={query.data.inspectorSignature}
            />
            {query.data.managerSignature && (
              <Signature
                label="Manager"
                name={query.data.managerName}
                image={query.data.managerSignature}
              />
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
