import {
  createTheme,
  responsiveFontSizes as makeFontSizesResponsive,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import { TOUCH_MEDIA_QUERY, TOUCH_TARGET_SIZE } from './constants';
import { progressOverrides } from './progressOverrides';

export const THEME_NAMES = ['LIGHT', 'ONE_DARK', 'UNICORN'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** Labels shown to users for each theme. */
export const THEME_LABELS: Record<ThemeName, string> = {
  LIGHT: 'Light',
  ONE_DARK: 'One Dark',
  UNICORN: 'Unicorn',
};

export type Direction = 'ltr' | 'rtl';

interface AppThemeConfig {
  theme: ThemeName;
  direction: Direction;
  responsiveFontSizes: boolean;
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

const touchTarget = { [TOUCH_MEDIA_QUERY]: { minHeight: TOUCH_TARGET_SIZE } };
const touchSquare = {
  [TOUCH_MEDIA_QUERY]: { minHeight: TOUCH_TARGET_SIZE, minWidth: TOUCH_TARGET_SIZE },
};

/** Options shared by every theme: typography, shape and touch-friendly component defaults. */
const baseOptions: ThemeOptions = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // On touch screens every tappable control gets at least a 44 px target.
    MuiButton: { styleOverrides: { root: touchTarget } },
    MuiIconButton: { styleOverrides: { root: touchSquare } },
    MuiToggleButton: { styleOverrides: { root: touchSquare } },
    MuiInputBase: { styleOverrides: { root: touchTarget } },
    MuiMenuItem: { styleOverrides: { root: touchTarget } },
    MuiListItemButton: { styleOverrides: { root: touchTarget } },
    MuiTab: { styleOverrides: { root: touchTarget } },
    // Checkbox and radio are 42 px by default (24 px icon + 9 px padding); one more pixel each side.
    MuiCheckbox: { styleOverrides: { root: { [TOUCH_MEDIA_QUERY]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [TOUCH_MEDIA_QUERY]: { padding: 10 } } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    ...progressOverrides,
  },
};

/** Palette and overrides per theme. */
const themeOptions: Record<ThemeName, ThemeOptions> = {
  // Brand theme: deep ocean blue with a coral accent.
  LIGHT: {
    palette: {
      mode: 'light',
      primary: { main: '#0A4C86' },
      secondary: { main: '#FF6F61' },
      // MUI's default warning (#ed6c02) and info (#0288d1) give white chip labels 3.1:1 and
      // 3.9:1; these darker shades reach WCAG AA 4.5:1 for small text (issue 15, axe).
      warning: { main: '#B35400' },
      info: { main: '#0271A8' },
      // MUI's default error (#d32f2f) on a selected toggle's 8% tint is 4.4:1 ("No" on a failed
      // inspection question, axe); MUI's own darker shade reaches 4.9:1.
      error: { main: '#C62828' },
      background: { default: '#F4F6F8', paper: '#FFFFFF' },
      text: { primary: '#172B4D', secondary: '#5E6C84' },
      divider: 'rgba(23, 43, 77, 0.12)',
    },
  },
  // Atom One Dark.
  ONE_DARK: {
    palette: {
      mode: 'dark',
      primary: { main: '#61AFEF' },
      secondary: { main: '#C678DD' },
      error: { main: '#E06C75' },
      warning: { main: '#E5C07B' },
      success: { main: '#98C379' },
      info: { main: '#56B6C2' },
      background: { default: '#282C34', paper: '#21252B' },
      text: { primary: '#ABB2BF', secondary: '#9DA5B4' },
      divider: 'rgba(171, 178, 191, 0.16)',
    },
  },
  UNICORN: {
    palette: {
      mode: 'dark',
      primary: { main: '#A67DFF' },
      secondary: { main: '#FF7AB6' },
      background: { default: '#1E1E2D', paper: '#27273A' },
      text: { primary: '#F6F5F8', secondary: '#A3A3B8' },
      divider: 'rgba(246, 245, 248, 0.12)',
    },
  },
};

/** Builds the MUI theme for the user's settings. Unknown theme names fall back to LIGHT. */
export function createAppTheme({ theme, direction, responsiveFontSizes }: AppThemeConfig): Theme {
  const name: ThemeName = isThemeName(theme) ? theme : 'LIGHT';
  let result = createTheme(baseOptions, themeOptions[name], { direction });
  if (responsiveFontSizes) {
    result = makeFontSizesResponsive(result);
  }
  return result;
}
