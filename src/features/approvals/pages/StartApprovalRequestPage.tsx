import { Link as RouterLink } from 'react-router-dom';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/lib/paths';
import { FORM_DEFS, FORM_IDS } from '../model/forms';

/** start-approval-request: every request type with a line saying what it is for. */
export default function StartApprovalRequestPage() {
  return (
    <>
      <PageHeader title="New Request" subtitle="Choose what you need corporate to approve." />
      <Grid container spacing={2}>
        {FORM_IDS.map((id) => {
          const def = FORM_DEFS[id];
          return (
            <Grid key={id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={paths.approvals.create(id)}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      {def.title}
                    </Typography>
                    <Typography color="text.secondary">{def.description}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      Send at least {def.leadDays} days ahead.
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
