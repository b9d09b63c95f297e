import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

/** A centred message for empty lists, missing pages and blocked screens. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 560, mx: 'auto' }}>
      {icon && <Box sx={{ color: 'text.secondary', mb: 2, '& svg': { fontSize: 56 } }}>{icon}</Box>}
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {description && <Typography color="text.secondary">{description}</Typography>}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
