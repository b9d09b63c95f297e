export {
  DRAWER_WIDTH,
  POPOVER_WIDTH,
  TOP_BAR_HEIGHT,
  TOP_BAR_WITH_ANNOUNCEMENT_HEIGHT,
} from './constants';
export {
  createAppTheme,
  isThemeName,
  THEME_LABELS,
  THEME_NAMES,
  type Direction,
  type ThemeName,
} from './createAppTheme';
