import { describe, expect, it } from 'vitest';
import { MAX_FILES } from './files';
import { attachDecision, queuedFilesBlockMessage, type StoredRequestFiles } from './queuedFiles';

const file = (name: string, url = `https://files.test/${name}`) => ({
  name,
  url,
  path: `approvals/event/req-1/${name}`,
});
const draft = (files = [file('menu.pdf')]): StoredRequestFiles => ({
  status: 'draft',
  userId: 'owner',
  files,
});

describe('attachDecision', () => {
  it('appends an uploaded file to a draft or a returned request of the caller', () => {
    expect(attachDecision(draft(), 'owner', file('permit.pdf'))).toEqual({
      kind: 'write',
      files: [file('menu.pdf'), file('permit.pdf')],
    });
    expect(
      attachDecision({ ...draft([]), status: 'revisionRequested' }, 'owner', file('permit.pdf')),
    ).toEqual({ kind: 'write', files: [file('permit.pdf')] });
  });

  it('replaces a file of the same path, and skips one already attached (a retried attach)', () => {
    const newer = file('menu.pdf', 'https://files.test/menu-v2');
    expect(attachDecision(draft(), 'owner', newer)).toEqual({ kind: 'write', files: [newer] });
    expect(attachDecision(draft(), 'owner', file('menu.pdf'))).toEqual({ kind: 'skip' });
  });

  it('skips a new file once the request holds the most files allowed', () => {
    const full = Array.from({ length: MAX_FILES }, (_, i) => file(`f${i}.pdf`));
    expect(attachDecision(draft(full), 'owner', file('one-more.pdf'))).toEqual({ kind: 'skip' });
  });

  it('waits, writing nothing the rules would refuse: unsaved, not the author, not editable', () => {
    expect(attachDecision(null, 'owner', file('a.pdf')).kind).toBe('wait');
    expect(attachDecision(draft(), 'someone-else', file('a.pdf')).kind).toBe('wait');
    for (const status of ['submitted', 'resubmitted', 'approved', 'denied', 'withdrawn'] as const) {
      expect(attachDecision({ ...draft(), status }, 'owner', file('a.pdf')).kind).toBe('wait');
    }
  });
});

describe('queuedFilesBlockMessage', () => {
  it('says how many files still wait, and nothing when none do', () => {
    expect(queuedFilesBlockMessage(0)).toBeNull();
    expect(queuedFilesBlockMessage(1)).toMatch(/^1 file is still waiting to upload/);
    expect(queuedFilesBlockMessage(3)).toMatch(/^3 files are still waiting to upload/);
  });
});
