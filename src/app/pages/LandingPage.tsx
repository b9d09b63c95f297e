import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/lib/paths';
import { PublicShell } from './PublicShell';

const FEATURES = [
  {
    title: 'Supply orders',
    text: 'Franchisees order from the live catalogue; corporate approves and fulfils with packing slips.',
  },
  {
    title: 'Compliance inspections',
    text: 'Scored checklists with photos for every restaurant and truck, even with a patchy connection.',
  },
  {
    title: 'Training',
    text: 'Videos by category so every new crew member learns the same way.',
  },
];

export function LandingPage() {
  usePageTitle('Franchise operations portal');
  return (
    <PublicShell>
      <Stack spacing={3} sx={{ maxWidth: 720, mb: 6 }}>
        <Typography variant="h3" component="h1">
          Run every restaurant and food truck from one portal
        </Typography>
        <Typography variant="h6" color="text.secondary">
          Orders, fulfilment, inspections, reports and training for our seafood franchise network.
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            Sign In
          </Button>
          <Button component={RouterLink} to={paths.register} variant="outlined" size="large">
            Create an account
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={3}>
        {FEATURES.map((feature) => (
          <Grid key={feature.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {feature.title}
                </Typography>
                <Typography color="text.secondary">{feature.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PublicShell>
  );
}
