import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import SetMealIcon from '@mui/icons-material/SetMeal';
import { usePageTitle } from '@/lib/usePageTitle';

/** The centred card both the sign-in and the register screens sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, color: 'primary.main' }}>
            <SetMealIcon fontSize="large" />
            <Typography variant="h6" component="span">
              Harbor Ops
            </Typography>
          </Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
