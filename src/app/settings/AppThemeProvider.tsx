import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '@/app/theme';
import { getEmotionCache } from './emotionCache';
import { useSettings } from './SettingsContext';

/** Applies the saved settings: MUI theme, CssBaseline, document direction and the RTL style cache. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const {
    settings: { theme, direction, responsiveFontSizes },
  } = useSettings();

  const muiTheme = useMemo(
    () => createAppTheme({ theme, direction, responsiveFontSizes }),
    [theme, direction, responsiveFontSizes],
  );

  useEffect(() => {
    document.dir = direction;
  }, [direction]);

  return (
    <CacheProvider value={getEmotionCache(direction)}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
