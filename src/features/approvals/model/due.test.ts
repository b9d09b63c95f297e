import { describe, expect, it } from 'vitest';
import { FORM_DEFS } from './forms';
import { dueDateIn, dueDateOf, dueState, isTimeZone, lateWarning } from './due';

const event = FORM_DEFS.event;
const now = new Date(2026, 10, 23, 10, 0);

describe('due dates', () => {
  it('counts the lead time back from the request date', () => {
    expect(dueDateOf(event, new Date(2026, 11, 20, 18, 30))).toEqual(new Date(2026, 11, 6));
    expect(dueDateOf(event, null)).toBeNull();
  });

  it('warns when the request leaves less than the lead time', () => {
    const due = dueDateOf(event, new Date(2026, 10, 28));
    expect(lateWarning(event, due, now)).toBe(
      'Event, catering or off-site truck stop requests need 14 days before the date; this one leaves 5 days. Corporate may not decide in time.',
    );
    expect(lateWarning(event, dueDateOf(event, new Date(2027, 0, 30)), now)).toBeNull();
  });

  it('marks open requests overdue or due soon, never decided ones', () => {
    expect(dueState('submitted', new Date(2026, 10, 20), now)).toBe('overdue');
    expect(dueState('resubmitted', new Date(2026, 10, 25), now)).toBe('dueSoon');
    expect(dueState('submitted', new Date(2026, 11, 25), now)).toBeNull();
    expect(dueState('approved', new Date(2026, 10, 20), now)).toBeNull();
  });
});

describe("due dates computed elsewhere (the server, in the sender's time zone)", () => {
  it('gives the start of the day the lead time before, in that zone', () => {
    // Noon in New York (EDT) on 1 June 2027, 14 days: midnight of 18 May there (04:00 UTC).
    expect(dueDateIn(event, new Date('2027-06-01T16:00:00Z'), 'America/New_York')).toEqual(
      new Date('2027-05-18T04:00:00Z'),
    );
    // Late evening in Los Angeles is already the next day in UTC: the day is Los Angeles'.
    expect(
      dueDateIn(FORM_DEFS.refund, new Date('2027-06-02T05:30:00Z'), 'America/Los_Angeles'),
    ).toEqual(new Date('2027-05-30T07:00:00Z'));
    expect(dueDateIn(event, null, 'America/New_York')).toBeNull();
  });

  it('takes the offset of the due day across a daylight saving change', () => {
    // Chicago switches to CDT on 14 March 2027: the anchor is CDT, the due day CST.
    expect(
      dueDateIn(FORM_DEFS.equipment, new Date('2027-03-16T05:00:00Z'), 'America/Chicago'),
    ).toEqual(new Date('2027-03-09T06:00:00Z'));
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
