import { GlobalStyles } from '@mui/material';

/** Marks an element the printed page leaves out (buttons, navigation). */
export const NO_PRINT = 'data-no-print';

/**
 * While mounted, printing shows only the page content: the app bar, the sidebar, snackbars, the
 * cookie banner and anything marked NO_PRINT are hidden, on white paper without the layout's padding.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          [`header, nav, .MuiDrawer-root, .notistack-SnackbarContainer, [aria-label="Cookie consent"], [${NO_PRINT}]`]:
            {
              display: 'none !important',
            },
          body: { background: '#fff' },
          main: { padding: '0 !important', maxWidth: 'none !important' },
          '@page': { margin: '12mm' },
        },
      }}
    />
  );
}
