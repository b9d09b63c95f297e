import type { CSSObject } from '@mui/material/styles';
import { createAppTheme } from './createAppTheme';
import { linearBar1Keyframes, linearBar2Keyframes } from './progressOverrides';

/** The [start, end] of the track (in %) that each keyframe's bar covers. */
function spans(styles: string): [number, number][] {
  const steps = [
    ...styles.matchAll(/transform:\s*translateX\((-?[\d.]+)%\)\s*scaleX\(([\d.]+)\)/g),
  ];
  return steps.map(([, x, scale]) => [Number(x), Number(x) + Number(scale) * 100]);
}

/** MUI's own indeterminate bars (LinearProgress.js): left and right at 0%, 60% and 100%. */
const MUI_BAR1 = [
  [-35, 100],
  [100, -90],
  [100, -90],
];
const MUI_BAR2 = [
  [-200, 100],
  [107, -8],
  [107, -8],
];
const asSpans = (leftRight: number[][]) => leftRight.map(([left, right]) => [left, 100 - right]);

describe('progress indicators', () => {
  const theme = createAppTheme({ theme: 'LIGHT', direction: 'ltr', responsiveFontSizes: false });

  it('moves the linear bars with transform only, over the same spans as MUI', () => {
    for (const [frames, mui] of [
      [linearBar1Keyframes, MUI_BAR1],
      [linearBar2Keyframes, MUI_BAR2],
    ] as const) {
      expect(frames.styles).not.toMatch(/\b(left|right|width)\s*:/);
      const got = spans(frames.styles);
      expect(got).toHaveLength(3);
      got.forEach(([start, end], i) => {
        expect(start).toBeCloseTo(asSpans(mui)[i][0], 5);
        expect(end).toBeCloseTo(asSpans(mui)[i][1], 5);
      });
    }
  });

  it('gives every theme the compositor-only indicators', () => {
    const overrides = theme.components?.MuiLinearProgress?.styleOverrides;
    const bar1 = overrides?.bar1Indeterminate as CSSObject;
    const bar2 = overrides?.bar2Indeterminate as CSSObject;
    expect(String(bar1.animation)).toContain(linearBar1Keyframes.name);
    expect(String(bar2.animation)).toContain(linearBar2Keyframes.name);
    // The bar is the track's width, so a percentage of translateX is a percentage of the track.
    expect(bar1).toMatchObject({ width: '100%', left: 0 });
    expect(theme.components?.MuiCircularProgress?.defaultProps?.disableShrink).toBe(true);
    const dark = createAppTheme({
      theme: 'ONE_DARK',
      direction: 'ltr',
      responsiveFontSizes: false,
    });
    expect(dark.components?.MuiCircularProgress?.defaultProps?.disableShrink).toBe(true);
  });
});
