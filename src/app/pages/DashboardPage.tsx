import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { displayName, useSession, useSignedInUser } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { visibleNav } from '@/app/layout/navigation';

/** Greets the user and offers their menu as large touch targets. */
export function DashboardPage() {
  const { profile } = useSignedInUser();
  const { can } = useSession();
  const shortcuts = visibleNav(profile.role, can)
    .flatMap((section) => section.items)
    .filter((item) => item.to !== '/app');
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Welcome back, ${displayName(profile)} (${profile.roleName})`}
      />
      <Grid container spacing={2}>
        {shortcuts.map((item) => (
          <Grid key={item.to + item.label} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={item.to} sx={{ minHeight: 72 }}>
                <CardContent>
                  <Typography variant="subtitle1">{item.label}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
