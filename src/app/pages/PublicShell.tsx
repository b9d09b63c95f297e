import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import SetMealIcon from '@mui/icons-material/SetMeal';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** Header and frame of the public pages (landing, pricing). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <SetMealIcon color="primary" />
          <Typography
            variant="h6"
            component={RouterLink}
            to={paths.landing}
            sx={{ flex: 1, color: 'text.primary', textDecoration: 'none' }}
          >
            Harbor Ops
          </Typography>
          <Button component={RouterLink} to={paths.pricing}>
            Pricing
          </Button>
          <Button component={RouterLink} to={paths.login} variant="contained">
            Sign In
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        {children}
      </Container>
    </Box>
  );
}
