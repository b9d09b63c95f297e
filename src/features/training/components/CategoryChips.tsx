import { Box, Chip, Tooltip } from '@mui/material';
import { moreCategoriesLabel, splitCategories } from '../model/chips';
import type { CategoryRef } from '../model/types';

/** The first categories as chips, the rest behind a "+N more categories" chip with a tooltip. */
export function CategoryChips({ categories }: { categories: readonly CategoryRef[] }) {
  const { shown, hidden } = splitCategories(categories);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {shown.map((category) => (
        <Chip key={category.id} label={category.name} size="small" />
      ))}
      {hidden.length > 0 && (
        // enterTouchDelay 0: a tap on a tablet opens the list at once instead of after a long press.
        <Tooltip title={hidden.map((c) => c.name).join(', ')} enterTouchDelay={0} arrow>
          <Chip
            label={moreCategoriesLabel(hidden.length)}
            size="small"
            variant="outlined"
            tabIndex={0}
          />
        </Tooltip>
      )}
    </Box>
  );
}
