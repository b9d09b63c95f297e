import { addDays, addHours, subMinutes } from 'date-fns';
import { dueState } from './due';
import { dueBounds } from './dueBounds';

const now = new Date(2026, 10, 23, 15, 30);

describe('dueBounds', () => {
  it('puts each due date on the same side as dueState does', () => {
    const { today, soonEnd } = dueBounds(now);
    const samples = [
      subMinutes(today, 1),
      today,
      addHours(today, 20),
      addDays(today, 3),
      subMinutes(soonEnd, 1),
      soonEnd,
      addDays(soonEnd, 2),
    ];
    for (const due of samples) {
      const counted = due < today ? 'overdue' : due < soonEnd ? 'dueSoon' : null;
      expect(counted).toBe(dueState('submitted', due, now));
    }
  });

  it('starts today at midnight', () => {
    expect(dueBounds(now).today).toEqual(new Date(2026, 10, 23));
    expect(dueBounds(now).soonEnd).toEqual(new Date(2026, 10, 27));
  });
});
