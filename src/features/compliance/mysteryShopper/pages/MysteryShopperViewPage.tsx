import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { useSession } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { formatDate } from '@/lib/format';
import { useQuery } from '@tanstack/react-query';
import { NotFoundState } from '@/components/EmptyState';
import { AttachedFileList } from '@/components/FilePicker';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { mysteryShopperReportQuery } from '../api/queries';
import { reportFileKey } from '../model/queuedFiles';

/** One mystery shopper report: where and when, by whom, the details and the attached files. */
export function MysteryShopperViewPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const loaded = useQuery(mysteryShopperReportQuery(db, id));
  const report = loaded.data;

  return (
    <Box>
      <PageHeader
        title="Mystery Shopper Report"
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.compliance.mysteryShopper.list}
              startIcon={<ArrowBackIcon />}
              size="large"
            >
              Reports
            </Button>
            {can('mysteryShopper.edit') && report && (
              <Button
                component={RouterLink}
                to={paths.compliance.mysteryShopper.edit(id)}
                startIcon={<EditIcon />}
                variant="contained"
                size="large"
              >
                Edit
              </Button>
            )}
          </>
        }
      />
      <QueryState
        query={loaded}
        loadingLabel="Loading the mystery shopper report"
        errorMessage="The mystery shopper report could not be loaded."
      />
      {loaded.isSuccess && !report && (
        <NotFoundState
          title="Report not found"
          backTo={paths.compliance.mysteryShopper.list}
          backLabel="Back to reports"
        />
      )}
      {report && (
        <Stack spacing={2} sx={{ maxWidth: 960 }}>
          <Grid container spacing={2}>
            {[
              ['Date', formatDate(report.date)],
              ['Location', report.franchiseeLocationName],
              ['Territory', report.territoryName],
              ['Reported by', report.userName],
            ].map(([label, value]) => (
              <Grid key={label} size={{ xs: 6, md: 3 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="overline" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <TitledCard title="Report details">
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.text}
            </Typography>
          </TitledCard>
          <TitledCard title="Files">
            <AttachedFileList files={report.files} fileKey={reportFileKey} />
          </TitledCard>
        </Stack>
      )}
    </Box>
  );
}

function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
