/** Layout sizes from spec 01 §9, shared by the shell (drawer, top bar, popovers). */
export const DRAWER_WIDTH = 256;
export const TOP_BAR_HEIGHT = 64;
export const TOP_BAR_WITH_ANNOUNCEMENT_HEIGHT = 128;
export const POPOVER_WIDTH = 320;

/** Smallest comfortable touch target (WCAG 2.5.5 / Apple HIG), applied on coarse pointers. */
export const TOUCH_TARGET_SIZE = 44;

/** Media query matching touch screens (tablets, phones): the primary devices of this portal. */
export const TOUCH_MEDIA_QUERY = '@media (pointer: coarse)';
