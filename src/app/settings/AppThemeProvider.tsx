import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '@/app/theme';
import { getEmotionCache, loadRtlCache, needsRtlCache } from './emotionCache';
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

  // The RTL cache loads on demand; until it is there the page keeps the left-to-right cache.
  const [, setRtlLoaded] = useState(false);
  const pending = needsRtlCache(direction);
  useEffect(() => {
    if (pending) {
      loadRtlCache().then(
        () => setRtlLoaded(true),
        (error: unknown) => console.error('Loading the right-to-left styles failed', error),
      );
    }
  }, [pending]);

  return (
    <CacheProvider value={getEmotionCache(direction)}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
