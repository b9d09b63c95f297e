// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildData, loadModel } from '../seed.mjs';

// The app's own model, loaded as the seed loads it.
const model = await loadModel();

const asDate = (value) => (typeof value?.toDate === 'function' ? value.toDate() : value);

/** Every createdAt and updatedAt in a seeded document, however deep (due dates may be ahead). */
function writeTimesOf(value, found = []) {
  if (!value || typeof value !== 'object') return found;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'createdAt' || key === 'updatedAt') found.push(asDate(inner));
    else writeTimesOf(inner, found);
  }
  return found;
}

describe('seed dates', () => {
  it('writes nothing after the moment of seeding, even early in the morning', () => {
    // Before the 10 o'clock the seed gives "today's" records: they must not land in the future,
    // or lists ordered by date would change with the hour the demo was seeded.
    const now = new Date(2026, 10, 24, 6, 30);
    const docs = buildData(model, now);
    const dates = docs.flatMap(([, , data]) => writeTimesOf(data));
    expect(dates.length).toBeGreaterThan(100);
    const future = dates.filter((date) => date.getTime() > now.getTime());
    expect(future).toEqual([]);
  });
});
