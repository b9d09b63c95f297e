import { Card, CardContent, Grid, Typography } from '@mui/material';
import { usePageTitle } from '@/lib/usePageTitle';
import { PublicShell } from './PublicShell';

const TIERS = [
  { name: 'Standard', price: 'Included', text: 'Orders, drafts and training for a single truck.' },
  {
    name: 'Premium',
    price: 'Included',
    text: 'Everything in Standard plus compliance reports and multi-location reporting.',
  },
];

/** Franchisees get the portal with their franchise agreement; this page says which tier includes what. */
export function PricingPage() {
  usePageTitle('Pricing');
  return (
    <PublicShell>
      <Typography variant="h3" component="h1" gutterBottom>
        Pricing
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The portal comes with every franchise agreement. New accounts start on Premium.
      </Typography>
      <Grid container spacing={3}>
        {TIERS.map((tier) => (
          <Grid key={tier.name} size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h5" component="h2">
                  {tier.name}
                </Typography>
                <Typography variant="h4" color="primary" sx={{ my: 1 }}>
                  {tier.price}
                </Typography>
                <Typography color="text.secondary">{tier.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PublicShell>
  );
}
