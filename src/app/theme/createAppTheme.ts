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

/** (24 px - a 16 px line of body2) / 2: see MuiLink below. */
const LINK_PADDING = 4;
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
    // A link's box is its text's, 16 px tall at body2: WCAG 2.2's target size asks for 24 px
    // (issue 30). Vertical padding on an inline box grows what a pointer hits without moving the
    // line the link sits in, so links inside sentences and table cells keep their layout.
    MuiLink: { styleOverrides: { root: { paddingBlock: LINK_PADDING } } },
    // Checkbox and radio are 42 px by default (24 px icon + 9 px padding); one more pixel each side.
    MuiCheckbox: { styleOverrides: { root: { [TOUCH_MEDIA_QUERY]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [TOUCH_MEDIA_QUERY]: { padding: 10 } } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    // A disabled field's helper text still informs ("Set by the order's territory"): MUI's
    // text.disabled gives it 2.67:1; the secondary text colour keeps it readable (issue 30).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    ...progressOverrides,
  },
};

const ON_ONE_DARK = '#21252B';
const ON_UNICORN = '#1E1E2D';

/** Palette and overrides per theme. */
const themeOptions: Record<ThemeName, ThemeOptions> = {
  // Brand theme: deep ocean blue with a coral accent.
  LIGHT: {
    palette: {
      mode: 'light',
      primary: { main: '#0A4C86' },
      // White on the coral is 2.7:1: filled secondary controls carry the navy text.
      secondary: { main: '#FF6F61', contrastText: '#172B4D' },
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
  // Atom One Dark. Its colours are light, so filled controls (New Order's buttons) carry the dark
  // background's colour as text: MUI's white on the blue was 2.4:1 (issue 30).
  ONE_DARK: {
    palette: {
      mode: 'dark',
      primary: { main: '#61AFEF', contrastText: ON_ONE_DARK },
      secondary: { main: '#C678DD', contrastText: ON_ONE_DARK },
      // Atom's red (#E06C75) is 4.4:1 on the page background; one step lighter.
      error: { main: '#E8848B', contrastText: ON_ONE_DARK },
      warning: { main: '#E5C07B', contrastText: ON_ONE_DARK },
      success: { main: '#98C379', contrastText: ON_ONE_DARK },
      info: { main: '#56B6C2', contrastText: ON_ONE_DARK },
      background: { default: '#282C34', paper: '#21252B' },
      text: { primary: '#ABB2BF', secondary: '#9DA5B4' },
      divider: 'rgba(171, 178, 191, 0.16)',
    },
  },
  UNICORN: {
    palette: {
      mode: 'dark',
      primary: { main: '#A67DFF', contrastText: ON_UNICORN },
      secondary: { main: '#FF7AB6', contrastText: ON_UNICORN },
      // MUI's status colours are for light pages (error red 2.9:1 here): their light shades.
      error: { main: '#FF8A80', contrastText: ON_UNICORN },
      warning: { main: '#FFB74D', contrastText: ON_UNICORN },
      success: { main: '#81C784', contrastText: ON_UNICORN },
      info: { main: '#4FC3F7', contrastText: ON_UNICORN },
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
