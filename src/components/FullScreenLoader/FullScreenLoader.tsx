import { Box, CircularProgress } from '@mui/material';

/** Covers the screen until the sign-in state is known. */
export function FullScreenLoader() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <CircularProgress />
    </Box>
  );
}
