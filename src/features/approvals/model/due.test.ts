import { describe, expect, it } from 'vitest';
import { FORM_DEFS } from './forms';
import { dueDateOf, dueState, lateWarning } from './due';

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
