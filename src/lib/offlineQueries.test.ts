import { onlineManager, type QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { isEmptyAnswer, refuseEmptyOfflineAnswer } from './offlineQueries';

const context = {} as QueryFunctionContext<readonly unknown[]>;

afterEach(() => onlineManager.setOnline(true));

describe('isEmptyAnswer', () => {
  it('counts an empty list only', () => {
    expect(isEmptyAnswer([])).toBe(true);
    expect(isEmptyAnswer(['a'])).toBe(false);
  });

  it('keeps a document whose own lists are empty, and values that are not lists', () => {
    expect(isEmptyAnswer({ id: 'draft-1', history: [], files: [] })).toBe(false);
    expect(isEmptyAnswer({ count: 0 })).toBe(false);
    expect(isEmptyAnswer(null)).toBe(false);
    expect(isEmptyAnswer(0)).toBe(false);
  });
});

describe('refuseEmptyOfflineAnswer', () => {
  it("fails an empty offline answer with Firestore's unavailable code", async () => {
    onlineManager.setOnline(false);
    await expect(refuseEmptyOfflineAnswer(() => [], context)).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('passes cached content offline and every answer online', async () => {
    onlineManager.setOnline(false);
    await expect(refuseEmptyOfflineAnswer(() => ['cached'], context)).resolves.toEqual(['cached']);
    onlineManager.setOnline(true);
    await expect(refuseEmptyOfflineAnswer(() => [], context)).resolves.toEqual([]);
  });
});
