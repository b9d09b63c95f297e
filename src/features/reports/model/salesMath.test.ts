import { describe, expect, it } from 'vitest';
import {
  adjustmentDay,
  netAfterAdjustments,
  averageCheckCents,
  changePct,
  feeCents,
  formatBps,
  formatCents,
  formatChange,
  median,
  netCents,
  parseMoneyCents,
  percentToBps,
  sharePct,
} from './salesMath';

describe('sales formulas', () => {
  it('takes discounts and refunds off gross for net sales', () => {
    expect(netCents(150_000, 5_000, 2_500)).toBe(142_500);
  });

  it('rounds a royalty of basis points to the nearest cent, half up', () => {
    expect(feeCents(142_500, 600)).toBe(8_550);
    expect(feeCents(101, 5_000)).toBe(51);
    expect(feeCents(99_999, 525)).toBe(5_250);
    expect(feeCents(0, 600)).toBe(0);
  });

  it('gives the change in % with one decimal, none against zero', () => {
    expect(changePct(110, 100)).toBe(10);
    expect(changePct(90, 120)).toBe(-25);
    expect(changePct(1, 3)).toBe(-66.7);
    expect(changePct(5, 0)).toBeNull();
  });

  it('gives shares of a total, 0 of nothing', () => {
    expect(sharePct(1, 3)).toBe(33.3);
    expect(sharePct(5, 0)).toBe(0);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(4);
    expect(median([])).toBeNull();
  });

  it('averages the check over transactions', () => {
    expect(averageCheckCents(10_000, 3)).toBe(3_333);
    expect(averageCheckCents(10_000, 0)).toBe(0);
  });

  it('reads percentages into basis points and refuses what is not one', () => {
    expect(percentToBps('5.25')).toBe(525);
    expect(percentToBps(' 6 ')).toBe(600);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('100.01')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
    expect(percentToBps('5.255')).toBeNull();
    expect(percentToBps('abc')).toBeNull();
    expect(formatBps(525)).toBe('5.25 %');
  });

  it('reads money as a POS writes it and refuses negatives and text', () => {
    expect(parseMoneyCents('1,234.5')).toBe(123_450);
    expect(parseMoneyCents('$12.05')).toBe(1_205);
    expect(parseMoneyCents('0')).toBe(0);
    expect(parseMoneyCents('-3')).toBeNull();
    expect(parseMoneyCents('12.345')).toBeNull();
    expect(parseMoneyCents('')).toBeNull();
    // A decimal comma is no thousands separator: refused, not read as 120,050 dollars.
    expect(parseMoneyCents('1200,50')).toBeNull();
    expect(parseMoneyCents('1,20')).toBeNull();
    expect(parseMoneyCents('12,345,678.9')).toBe(1_234_567_890);
  });

  it('formats cents and changes for people', () => {
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(-1_200)).toBe('-$12.00');
    expect(formatChange(12.5)).toBe('+12.5 %');
    expect(formatChange(-3)).toBe('-3.0 %');
    expect(formatChange(null)).toBe('—');
  });
});

describe('approved refunds as adjustments', () => {
  it('takes approved refunds off net sales', () => {
    expect(netAfterAdjustments(120_000, 1_840)).toBe(118_160);
    expect(netAfterAdjustments(1_000, 0)).toBe(1_000);
    expect(netAfterAdjustments(1_000, 2_500)).toBe(-1_500);
  });

  it("dates an adjustment on the requester's calendar day whatever the zone", () => {
    // Local midnight of 6 Nov 2026 in New York (UTC-5), Honolulu (UTC-10) and Fiji (UTC+12).
    expect(adjustmentDay(new Date('2026-11-06T05:00:00Z'))).toBe('2026-11-06');
    expect(adjustmentDay(new Date('2026-11-06T10:00:00Z'))).toBe('2026-11-06');
    expect(adjustmentDay(new Date('2026-11-05T12:00:00Z'))).toBe('2026-11-06');
  });
});
