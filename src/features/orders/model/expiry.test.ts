import { describe, expect, it } from 'vitest';
import { isExpired } from './expiry';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('isExpired', () => {
  it('expires pending and revision orders unchanged for more than N days', () => {
    expect(isExpired({ status: 'pending', updatedAtTimestamp: NOW - 31 * DAY }, NOW, 30)).toBe(
      true,
    );
    expect(isExpired({ status: 'revision', updatedAtTimestamp: NOW - 31 * DAY }, NOW, 30)).toBe(
      true,
    );
  });

  it('keeps an order current up to exactly N days', () => {
    expect(isExpired({ status: 'pending', updatedAtTimestamp: NOW - 30 * DAY }, NOW, 30)).toBe(
      false,
    );
  });

  it('never expires approved, fulfilled or deleted orders, or ones without a stamp', () => {
    for (const status of ['approved', 'fulfilled', 'deleted'] as const) {
      expect(isExpired({ status, updatedAtTimestamp: NOW - 99 * DAY }, NOW, 30)).toBe(false);
    }
    expect(isExpired({ status: 'pending' }, NOW, 30)).toBe(false);
  });
});
