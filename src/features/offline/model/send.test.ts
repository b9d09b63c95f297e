import { objectNameOf, type QueuedPhoto } from './queue';
import { sendQueuedPhoto, type SendSteps } from './send';

const PATH = 'approvals/event/req-1/0a1b.pdf';
const NOW = 1_000_000;

function queued(extra: Partial<QueuedPhoto> = {}): QueuedPhoto {
  return {
    id: 'p1',
    target: { kind: 'approvalRequest', ownerId: 'req-1', slot: 'event' },
    blob: new Blob(['x']),
    fileName: 'permit.pdf',
    objectName: '0a1b.pdf',
    contentType: 'application/pdf',
    createdAt: 1,
    attempts: 0,
    notBefore: 0,
    lastError: null,
    ...extra,
  };
}

/**
 * Storage, the document and the queue as fakes: Storage refuses an upload to a path that holds
 * an object (storage.rules: no overwriting), the document's attach fails while `attachFails`.
 */
function world({ attachFails = false, stored = [] as string[] } = {}) {
  const objects = new Set(stored);
  const state = {
    attachFails,
    uploads: 0,
    attached: [] as string[],
    queue: new Map<string, QueuedPhoto>(),
  };
  const steps: SendSteps = {
    upload: (_photo, path) => {
      state.uploads += 1;
      if (objects.has(path)) return Promise.reject(new Error('storage/unauthorized'));
      objects.add(path);
      return Promise.resolve({ path, url: `https://storage.test/${path}` });
    },
    find: (path) =>
      Promise.resolve(objects.has(path) ? { path, url: `https://storage.test/${path}` } : null),
    attach: (photo, uploaded) => {
      if (state.attachFails) return Promise.reject(new Error('request not saved yet'));
      state.attached.push(`${photo.fileName} -> ${uploaded.path}`);
      return Promise.resolve();
    },
    save: (photo) => {
      state.queue.set(photo.id, photo);
      return Promise.resolve();
    },
    remove: (photo) => {
      state.queue.delete(photo.id);
      return Promise.resolve();
    },
    now: () => NOW,
  };
  return { state, steps, objects };
}

describe('sendQueuedPhoto', () => {
  it('uploads, attaches and leaves the queue', async () => {
    const { state, steps } = world();
    const result = await sendQueuedPhoto(queued(), () => PATH, steps);
    expect(result).toEqual({
      sent: true,
      uploaded: { path: PATH, url: `https://storage.test/${PATH}` },
    });
    expect(state.uploads).toBe(1);
    expect(state.attached).toEqual([`permit.pdf -> ${PATH}`]);
    expect(state.queue.size).toBe(0);
  });

  it('keeps an upload whose attach failed, and the retry only attaches', async () => {
    const { state, steps } = world({ attachFails: true });
    const first = await sendQueuedPhoto(queued(), () => PATH, steps);
    expect(first.sent).toBe(false);
    const kept = state.queue.get('p1')!;
    expect(kept.uploaded).toEqual({ path: PATH, url: `https://storage.test/${PATH}` });
    expect(kept.attempts).toBe(1);
    expect(kept.notBefore).toBeGreaterThan(NOW);
    expect(kept.lastError).toMatch(/request not saved yet/);

    state.attachFails = false;
    const retry = await sendQueuedPhoto(kept, () => PATH, steps);
    expect(retry.sent).toBe(true);
    expect(state.uploads).toBe(1);
    expect(state.attached).toEqual([`permit.pdf -> ${PATH}`]);
    expect(state.queue.size).toBe(0);
  });

  it('goes on to attach when the refused upload finds its object already there', async () => {
    // Queued before uploads were recorded, or the tab closed between upload and record.
    const { state, steps } = world({ stored: [PATH] });
    const result = await sendQueuedPhoto(queued({ attempts: 3 }), () => PATH, steps);
    expect(result.sent).toBe(true);
    expect(state.attached).toEqual([`permit.pdf -> ${PATH}`]);
    expect(state.queue.size).toBe(0);
  });

  it('keeps the photo for a retry when the upload fails and nothing is there', async () => {
    const { state, steps } = world();
    steps.upload = () => Promise.reject(new Error('offline'));
    const result = await sendQueuedPhoto(queued(), () => PATH, steps);
    expect(result.sent).toBe(false);
    expect(state.attached).toEqual([]);
    const kept = state.queue.get('p1')!;
    expect(kept.uploaded).toBeUndefined();
    expect(kept.attempts).toBe(1);
    expect(kept.lastError).toMatch(/offline/);
  });

  it('keeps the photo when looking for the object fails too', async () => {
    const { state, steps } = world();
    steps.upload = () => Promise.reject(new Error('offline'));
    steps.find = () => Promise.reject(new Error('still offline'));
    const result = await sendQueuedPhoto(queued(), () => PATH, steps);
    expect(result).toEqual({ sent: false, error: new Error('offline') });
    expect(state.queue.get('p1')?.attempts).toBe(1);
  });
});

describe('sendQueuedPhoto without a path', () => {
  it('keeps a photo whose target cannot name its path, for a later retry', async () => {
    const { state, steps } = world();
    const result = await sendQueuedPhoto(
      queued(),
      () => {
        throw new Error('Unknown approval form');
      },
      steps,
    );
    expect(result.sent).toBe(false);
    expect(state.uploads).toBe(0);
    expect(state.queue.get('p1')?.lastError).toMatch(/Unknown approval form/);
  });
});

describe('objectNameOf', () => {
  it('is the generated object name, or the file name of a photo queued before there was one', () => {
    expect(objectNameOf(queued())).toBe('0a1b.pdf');
    expect(objectNameOf({ ...queued(), objectName: undefined })).toBe('permit.pdf');
  });
});
