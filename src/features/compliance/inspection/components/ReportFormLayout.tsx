import type { ReactNode } from 'react';
import { Backdrop, Box, Paper, Stack } from '@mui/material';

interface ReportFormLayoutProps {
  /** A wide screen: the action panel sticks beside the form instead of under it. */
  desktop: boolean;
  /** A failure is on screen: an overlay covers the form until it is dismissed. */
  blocked: boolean;
  status: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}

/** Places the form and its action panel (status and buttons) for the screen's width. */
export function ReportFormLayout({
  desktop,
  blocked,
  status,
  actions,
  children,
}: ReportFormLayoutProps) {
  return (
    <Box sx={{ position: 'relative' }}>
      {desktop ? (
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          {children}
          <Paper
            variant="outlined"
            data-testid="action-panel"
            // Below the app bar and the announcement bar, which stay on screen too.
            sx={{ position: 'sticky', top: 140, width: 280, p: 2, flexShrink: 0 }}
          >
            <Stack spacing={2}>
              {status}
              {actions}
            </Stack>
          </Paper>
        </Box>
      ) : (
        <>
          <Box sx={{ pb: 12 }}>{children}</Box>
          <Paper
            elevation={8}
            data-testid="action-panel"
            sx={{
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              zIndex: (t) => t.zIndex.appBar,
              px: 2,
              py: 1.5,
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
            }}
          >
            {status}
            {actions}
          </Paper>
        </>
      )}
      <Backdrop
        open={blocked}
        data-testid="error-overlay"
        sx={{ zIndex: (t) => t.zIndex.modal - 1, color: '#fff' }}
      />
    </Box>
  );
}
