import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { createAppTheme, THEME_NAMES, type ThemeName } from './createAppTheme';
import {
  DRAWER_WIDTH,
  POPOVER_WIDTH,
  TOP_BAR_HEIGHT,
  TOP_BAR_WITH_ANNOUNCEMENT_HEIGHT,
  TOUCH_MEDIA_QUERY,
} from './constants';

/** `overlay` at `opacity` over an opaque `background`, as the browser paints it. */
function over(background: string, overlay: string, opacity: number): string {
  const under = decomposeColor(background).values;
  const top = decomposeColor(overlay).values;
  const values = under.slice(0, 3).map((v, i) => Math.round(v * (1 - opacity) + top[i] * opacity));
  return recomposeColor({ type: 'rgb', values: values as [number, number, number] });
}

const base = { direction: 'ltr', responsiveFontSizes: false } as const;

describe('createAppTheme', () => {
  it('builds a light theme with the ocean blue primary and coral secondary', () => {
    const theme = createAppTheme({ ...base, theme: 'LIGHT' });
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe('#0A4C86');
    expect(theme.palette.secondary.main).toBe('#FF6F61');
  });

  it('gives status chips WCAG AA contrast (4.5:1) for their small labels in the light theme', () => {
    const { palette } = createAppTheme({ ...base, theme: 'LIGHT' });
    for (const color of [palette.warning, palette.info, palette.success, palette.error]) {
      // Filled chips: contrastText on main; outlined chips: main on the white paper.
      expect(getContrastRatio(color.contrastText, color.main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(color.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a selected toggle button readable on its tint in the light theme', () => {
    const { palette } = createAppTheme({ ...base, theme: 'LIGHT' });
    for (const color of [palette.success, palette.error, palette.primary]) {
      const tint = over(palette.background.paper, color.main, palette.action.selectedOpacity);
      expect(getContrastRatio(color.main, tint)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(THEME_NAMES)(
    'gives %s text, status colours and filled controls WCAG AA contrast (4.5:1)',
    (name) => {
      const { palette } = createAppTheme({ ...base, theme: name });
      const backgrounds = [palette.background.paper, palette.background.default];
      const colours = [palette.primary, palette.secondary, palette.error, palette.warning];
      for (const color of [...colours, palette.info, palette.success]) {
        // A filled button or chip: its text on its colour.
        expect(getContrastRatio(color.contrastText, color.main)).toBeGreaterThanOrEqual(4.5);
      }
      for (const text of [palette.text.primary, palette.text.secondary]) {
        for (const background of backgrounds) {
          expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
        }
      }
      // Outlined chips, error and helper text, links: the colour itself on the page.
      for (const color of [palette.primary, palette.error, palette.info, palette.success]) {
        for (const background of backgrounds) {
          expect(getContrastRatio(color.main, background)).toBeGreaterThanOrEqual(4.5);
        }
      }
    },
  );

  it('builds the One Dark palette', () => {
    const theme = createAppTheme({ ...base, theme: 'ONE_DARK' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe('#282C34');
    expect(theme.palette.background.paper).toBe('#21252B');
    expect(theme.palette.text.primary).toBe('#ABB2BF');
    expect(theme.palette.primary.main).toBe('#61AFEF');
  });

  it('builds the Unicorn palette', () => {
    const theme = createAppTheme({ ...base, theme: 'UNICORN' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe('#1E1E2D');
    expect(theme.palette.primary.main).toBe('#A67DFF');
  });

  it('falls back to LIGHT for an unknown theme name', () => {
    const theme = createAppTheme({ ...base, theme: 'NEON' as ThemeName });
    expect(theme.palette.primary.main).toBe('#0A4C86');
  });

  it('sets the direction', () => {
    expect(createAppTheme({ ...base, theme: 'LIGHT', direction: 'rtl' }).direction).toBe('rtl');
    expect(createAppTheme({ ...base, theme: 'LIGHT' }).direction).toBe('ltr');
  });

  it('makes font sizes responsive only when asked', () => {
    const fixed = createAppTheme({ ...base, theme: 'LIGHT' });
    const responsive = createAppTheme({ ...base, theme: 'LIGHT', responsiveFontSizes: true });
    const mediaKeys = (variant: object) =>
      Object.keys(variant).filter((k) => k.startsWith('@media'));
    expect(mediaKeys(fixed.typography.h1)).toHaveLength(0);
    expect(mediaKeys(responsive.typography.h1).length).toBeGreaterThan(0);
  });

  it.each(THEME_NAMES)(
    'gives buttons, icon buttons and inputs 44 px touch targets (%s)',
    (name) => {
      const { components } = createAppTheme({ ...base, theme: name });
      expect(components?.MuiButton?.styleOverrides?.root).toMatchObject({
        [TOUCH_MEDIA_QUERY]: { minHeight: 44 },
      });
      expect(components?.MuiIconButton?.styleOverrides?.root).toMatchObject({
        [TOUCH_MEDIA_QUERY]: { minHeight: 44, minWidth: 44 },
      });
      expect(components?.MuiInputBase?.styleOverrides?.root).toMatchObject({
        [TOUCH_MEDIA_QUERY]: { minHeight: 44 },
      });
    },
  );

  it('keeps the standard MUI breakpoints', () => {
    const theme = createAppTheme({ ...base, theme: 'LIGHT' });
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });
});

describe('layout constants', () => {
  it('match spec 01 §9', () => {
    expect(DRAWER_WIDTH).toBe(256);
    expect(TOP_BAR_HEIGHT).toBe(64);
    expect(TOP_BAR_WITH_ANNOUNCEMENT_HEIGHT).toBe(128);
    expect(POPOVER_WIDTH).toBe(320);
  });
});
