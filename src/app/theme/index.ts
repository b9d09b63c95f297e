export {
  DRAWER_WIDTH,
  POPOVER_WIDTH,
  TOP_BAR_HEIGHT,
  TOP_BAR_WITH_ANNOUNCEMENT_HEIGHT,
  TOUCH_MEDIA_QUERY,
  TOUCH_TARGET_SIZE,
} from './constants';
export {
  createAppTheme,
  isThemeName,
  THEME_LABELS,
  THEME_NAMES,
  type AppThemeConfig,
  type Direction,
  type ThemeName,
} from './createAppTheme';
