import { describe, expect, it } from 'vitest';
import { FORM_DEFS } from './forms';
import { changesSinceReview, reviewedKeys, reviewedValues } from './reviewed';

const refund = FORM_DEFS.refund;
const stored = {
  id: 'r1',
  status: 'resubmitted',
  name: 'Cold chowder',
  details: 'Guest got cold chowder',
  franchiseeLocationId: 'fl-north',
  franchiseeLocationName: 'North Truck',
  isTruckForm: true,
  transactionDate: null,
  refundDate: null,
  amountCents: 1_840,
  userId: 'u1',
};

describe('reviewedValues', () => {
  it('keeps the shown common fields and the type’s own, nothing else', () => {
    expect(reviewedKeys(refund)).toEqual([
      'name',
      'details',
      'franchiseeLocationId',
      'franchiseeLocationName',
      'isTruckForm',
      'transactionDate',
      'refundDate',
      'amountCents',
    ]);
    // The event's truck switch is a common field: listed once.
    expect(reviewedKeys(FORM_DEFS.event).filter((k) => k === 'isTruckForm')).toHaveLength(1);
    expect(reviewedValues(refund, { ...stored, amountCents: undefined })).toEqual({
      name: 'Cold chowder',
      details: 'Guest got cold chowder',
      franchiseeLocationId: 'fl-north',
      franchiseeLocationName: 'North Truck',
      isTruckForm: true,
      transactionDate: null,
      refundDate: null,
      amountCents: null,
    });
  });
});

describe('changesSinceReview', () => {
  it('compares the values as last reviewed with the request as it is now', () => {
    const lastReviewed = reviewedValues(refund, stored);
    const now = { ...stored, amountCents: 184_000, name: 'Cold chowder, table 4', lastReviewed };
    expect(changesSinceReview(refund, now)).toEqual([
      { field: 'name', label: 'Title', before: 'Cold chowder', after: 'Cold chowder, table 4' },
      { field: 'amountCents', label: 'Amount ($)', before: '$18.40', after: '$1,840.00' },
    ]);
  });

  it('is empty before any review and when nothing changed', () => {
    expect(changesSinceReview(refund, { ...stored, lastReviewed: null })).toEqual([]);
    const lastReviewed = reviewedValues(refund, stored);
    expect(changesSinceReview(refund, { ...stored, lastReviewed })).toEqual([]);
  });
});
