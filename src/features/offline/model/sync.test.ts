import { queuedPhotosBlockMessage } from './messages';
import { syncSummary } from './sync';

describe('syncSummary', () => {
  it('says all synced when nothing waits', () => {
    expect(syncSummary({ pendingWrites: false, queuedUploads: 0, online: true })).toEqual({
      count: 0,
      short: 'All changes synced',
      lines: ['All changes synced'],
    });
  });

  it('counts queued uploads and one for unsynced writes', () => {
    const summary = syncSummary({ pendingWrites: true, queuedUploads: 2, online: false });
    expect(summary.count).toBe(3);
    expect(summary.short).toBe('3 to sync');
    expect(summary.lines).toEqual([
      'Changes waiting to sync',
      '2 photos waiting to upload',
      'Offline',
    ]);
  });

  it('uses the singular for one photo', () => {
    expect(syncSummary({ pendingWrites: false, queuedUploads: 1, online: true }).lines).toEqual([
      '1 photo waiting to upload',
    ]);
  });
});

describe('queuedPhotosBlockMessage', () => {
  it('says how many photos hold the report back', () => {
    expect(queuedPhotosBlockMessage(1)).toBe(
      '1 photo is still waiting to upload: publish once it is uploaded.',
    );
    expect(queuedPhotosBlockMessage(2)).toBe(
      '2 photos are still waiting to upload: publish once they are uploaded.',
    );
  });
});
