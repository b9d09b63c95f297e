/** Spec'd tablet use: every tappable control gets at least a 44 px square (Apple HIG minimum). */
export const TOUCH_TARGET = { minWidth: 44, minHeight: 44 } as const;
