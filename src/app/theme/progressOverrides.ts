import { keyframes } from '@emotion/react';
import type { Components, Theme } from '@mui/material/styles';

/*
 * MUI's indeterminate progress indicators animate properties the browser can only animate on the
 * page's main thread: the linear bar its `left` and `right` (layout and paint on every frame), the
 * circle its stroke dash (paint on every frame). They spin while a page waits for its data, which
 * is when that thread is busiest: alone in Chromium at 4x CPU slowdown they took about 390 ms
 * (bar) and 510 ms (spinner) of main thread every 2 s. The same motion done with `transform` runs
 * on the compositor and costs the main thread nothing (README, "Progress indicators").
 */

// The bars cover the same span as MUI's at every moment: the bar is the track's width, anchored
// left, so translateX(a) scaleX(b) covers [a, a + b] of the track (MUI: left a, right 100% - a - b).
export const linearBar1Keyframes = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60% { transform: translateX(100%) scaleX(0.9); }
  100% { transform: translateX(100%) scaleX(0.9); }
`;

export const linearBar2Keyframes = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60% { transform: translateX(107%) scaleX(0.01); }
  100% { transform: translateX(107%) scaleX(0.01); }
`;

const indeterminateBar = { width: '100%', left: 0, right: 'auto' } as const;

export const progressOverrides: Components<Theme> = {
  MuiLinearProgress: {
    styleOverrides: {
      bar1Indeterminate: {
        ...indeterminateBar,
        animation: `${linearBar1Keyframes} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
      },
      bar2Indeterminate: {
        ...indeterminateBar,
        animation: `${linearBar2Keyframes} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite`,
      },
    },
  },
  // Without the shrinking arc the circle only turns (a transform).
  MuiCircularProgress: { defaultProps: { disableShrink: true } },
};
