import {
  afterFailure,
  inQueueOrder,
  matchesTarget,
  nextRetryAt,
  nextToUpload,
  retryDelayMs,
  RETRY_MAX_MS,
  type QueuedPhoto,
} from './queue';

function photo(id: string, createdAt: number, extra: Partial<QueuedPhoto> = {}): QueuedPhoto {
  return {
    id,
    target: { kind: 'complianceReport', ownerId: 'r1', slot: 'q1' },
    blob: new Blob(['x']),
    fileName: `${id}.jpg`,
    contentType: 'image/jpeg',
    createdAt,
    attempts: 0,
    notBefore: 0,
    lastError: null,
    ...extra,
  };
}

describe('retryDelayMs', () => {
  it('doubles from 2 s after each failure and caps at 5 minutes', () => {
    expect(retryDelayMs(0)).toBe(0);
    expect(retryDelayMs(1)).toBe(2000);
    expect(retryDelayMs(2)).toBe(4000);
    expect(retryDelayMs(4)).toBe(16000);
    expect(retryDelayMs(20)).toBe(RETRY_MAX_MS);
  });
});

describe('queue order', () => {
  it('uploads the oldest photo first, ties broken by id', () => {
    const order = inQueueOrder([photo('c', 30), photo('b', 10), photo('a', 10)]);
    expect(order.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('skips a photo still in back-off and takes the next one', () => {
    const photos = [photo('old', 1, { notBefore: 5000 }), photo('new', 2)];
    expect(nextToUpload(photos, 1000)?.id).toBe('new');
    expect(nextToUpload(photos, 5000)?.id).toBe('old');
    expect(nextToUpload([photo('x', 1, { notBefore: 9000 })], 1000)).toBeNull();
  });

  it('knows when the earliest waiting photo may be retried', () => {
    expect(nextRetryAt([])).toBeNull();
    expect(nextRetryAt([{ notBefore: 900 }, { notBefore: 400 }])).toBe(400);
  });
});

describe('afterFailure', () => {
  it('counts the attempt, keeps the error and waits the back-off before the next try', () => {
    const failed = afterFailure(photo('a', 1, { attempts: 2 }), 'network', 10000);
    expect(failed.attempts).toBe(3);
    expect(failed.notBefore).toBe(10000 + 8000);
    expect(failed.lastError).toBe('network');
    expect(failed.blob).toBeInstanceOf(Blob);
  });
});

describe('matchesTarget', () => {
  it('matches on every given part of the target', () => {
    const p = photo('a', 1);
    expect(matchesTarget(p, {})).toBe(true);
    expect(matchesTarget(p, { ownerId: 'r1' })).toBe(true);
    expect(matchesTarget(p, { ownerId: 'r1', slot: 'q2' })).toBe(false);
    expect(matchesTarget(p, { kind: 'mysteryShopper' })).toBe(false);
  });
});
