// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetNewRequestId, newRequestId } from './localDraft';

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
