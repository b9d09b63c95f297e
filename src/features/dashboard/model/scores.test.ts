import { trendLabel } from './scores';

const points = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ serialNo: i + 1, score: 80, result: 'pass' as const }));

describe('trendLabel', () => {
  it('names the first report of a location', () => {
    expect(trendLabel({ points: points(1), change: null })).toBe('First report · 1 report');
  });

  it('shows a rise and a fall in points with one decimal', () => {
    expect(trendLabel({ points: points(5), change: 4.25 })).toBe('+4.3 pts · last 5 reports');
    expect(trendLabel({ points: points(3), change: -3 })).toBe('−3.0 pts · last 3 reports');
  });

  it('says when nothing changed', () => {
    expect(trendLabel({ points: points(2), change: 0 })).toBe('No change · 2 reports');
  });
});
