// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLocalDraft,
  forgetNewRequestId,
  newRequestId,
  readLocalDraft,
  writeLocalDraft,
} from './localDraft';

describe('newRequestId', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the new request id of a form across reloads until it is saved', () => {
    let made = 0;
    const create = () => `id-${(made += 1)}`;
    expect(newRequestId('event', create)).toBe('id-1');
    expect(newRequestId('event', create)).toBe('id-1');
    expect(newRequestId('refund', create)).toBe('id-2');
    forgetNewRequestId('event');
    expect(newRequestId('event', create)).toBe('id-3');
  });
});

describe('readLocalDraft', () => {
  beforeEach(() => window.localStorage.clear());

  const copy = {
    values: {
      name: 'Beach festival',
      details: 'Two days',
      franchiseeLocationId: 'loc-1',
      fields: { eventTimeAndDate: '2026-12-01T10:00', catering: true, itemIds: ['item-1'] },
    },
    files: [
      { name: 'map.pdf', url: 'https://files.test/map.pdf', path: 'approvals/event/r1/map.pdf' },
    ],
  };

  it('gives back what the form kept, until it is cleared', () => {
    writeLocalDraft('event/r1', copy);
    expect(readLocalDraft('event/r1')).toEqual(copy);
    expect(readLocalDraft('event/r2')).toBeNull();
    clearLocalDraft('event/r1');
    expect(readLocalDraft('event/r1')).toBeNull();
  });

  it('keeps a copy of another shape (an older build, damaged) from the form', () => {
    const kept = (value: unknown) => {
      window.localStorage.setItem('approval-form:event/r1', JSON.stringify(value));
      return readLocalDraft('event/r1');
    };
    expect(kept({ values: copy.values })).toBeNull();
    expect(kept({ ...copy, values: { ...copy.values, name: 3 } })).toBeNull();
    expect(kept({ ...copy, values: { ...copy.values, fields: { amount: 12 } } })).toBeNull();
    expect(kept({ ...copy, files: [{ name: 'map.pdf' }] })).toBeNull();
    expect(kept(['not', 'a', 'copy'])).toBeNull();
    expect(kept(copy)).toEqual(copy);
  });
});
