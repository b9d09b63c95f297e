import { describe, expect, it } from 'vitest';
import { FORM_DEFS } from './forms';
import { alreadySentBy, sendProblem, sentStatus } from './send';

/** A complete event request as stored (dates as the Firestore timestamps' Dates). */
const event = {
  formId: 'event',
  name: 'Pier festival',
  details: 'Two trucks at the pier.',
  franchiseeLocationId: 'loc-1',
  eventTimeAndDate: new Date(2027, 5, 1, 12, 0),
  isEventRecurring: false,
  isTruckForm: true,
  venue: 'Pier 4',
  expectedGuests: 120,
};

describe('sending a stored request', () => {
  it('sends drafts as submitted and returned requests as resubmitted, nothing else', () => {
    expect(sentStatus('draft')).toBe('submitted');
    expect(sentStatus('revisionRequested')).toBe('resubmitted');
    for (const status of ['submitted', 'resubmitted', 'approved', 'denied', 'withdrawn', 'x']) {
      expect(sentStatus(status)).toBeNull();
    }
  });

  it('accepts a complete request', () => {
    expect(sendProblem(FORM_DEFS.event, event)).toBeNull();
  });

  it("says what is missing with the form's own words", () => {
    const problem = (fields: object) => sendProblem(FORM_DEFS.event, { ...event, ...fields });
    expect(problem({ venue: '' })).toBe(
      'This request is not complete: Venue is required. Open it, fix it and send it again.',
    );
    expect(problem({ name: '  ' })).toMatch(/: Title is required\./);
    expect(problem({ eventTimeAndDate: null })).toMatch(/: Event date and time is required\./);
    expect(problem({ franchiseeLocationId: '' })).toMatch(/: Choose a franchise location\./);
    // A value a browser stored of the wrong type reads as empty.
    expect(problem({ expectedGuests: 'many' })).toMatch(/: Expected guests is required\./);
    // Checked as the type it is stored as: an event's values are no refund.
    expect(sendProblem(FORM_DEFS.refund, { ...event, formId: 'refund' })).toMatch(
      /^This request is not complete: (Transaction date|Refund date|Amount \(\$\)) is required\./,
    );
  });

  it('refuses a refund whose transaction is in the future, as the form does', () => {
    const now = new Date(2026, 10, 29, 18, 0);
    const refund = {
      formId: 'refund',
      name: 'Cold chowder',
      details: 'Served cold.',
      franchiseeLocationId: 'loc-1',
      refundDate: new Date(2026, 11, 2),
      amountCents: 1840,
    };
    const problem = (transactionDate: Date) =>
      sendProblem(FORM_DEFS.refund, { ...refund, transactionDate }, now);
    expect(problem(new Date(2026, 10, 30))).toBe(
      'This request is not complete: Transaction date cannot be in the future. Open it, fix it and send it again.',
    );
    expect(problem(new Date(2026, 10, 29))).toBeNull();
    expect(problem(new Date(2026, 10, 20))).toBeNull();
  });

  it("knows a retry of the author's own sending", () => {
    expect(alreadySentBy({ status: 'submitted', userId: 'u1' }, 'u1')).toBe(true);
    expect(alreadySentBy({ status: 'resubmitted', userId: 'u1' }, 'u1')).toBe(true);
    expect(alreadySentBy({ status: 'submitted', userId: 'u2' }, 'u1')).toBe(false);
    expect(alreadySentBy({ status: 'approved', userId: 'u1' }, 'u1')).toBe(false);
  });
});
