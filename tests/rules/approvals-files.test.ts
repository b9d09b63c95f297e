import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { attachRequestFile } from '../../src/features/approvals/api/attach-request-file';
import type { ApprovalStatus } from '../../src/features/approvals/model/status';
import type { AttachedFile } from '../../src/features/approvals/model/types';
import { PERSONAS, setupRulesTests, type Persona } from './helpers';
import { eventRequestDoc, NORTH_PLACE } from './approvals-fixtures';
import { BASE_DOCS, NORTH, SOUTH } from './orders-fixtures';

/**
 * Issue 15: the offline queue attaches an uploaded approval file with the app's own write
 * (attachRequestFile, a files-only update). Both sides: the author of an editable request may
 * add or replace its files and nothing else; anyone else, or any other state, is refused.
 */
const t = setupRulesTests();

const OWNER = PERSONAS.franchiseeOwner.uid;
const file = (name: string): AttachedFile => ({
  name,
  url: `https://files.test/${name}`,
  path: `approvals/event/req-1/${name}`,
});

async function seedRequest(
  status: ApprovalStatus,
  { author = 'franchiseeOwner' as Persona, territoryId = NORTH } = {},
) {
  await t.seed({
    ...BASE_DOCS,
    'approvals/req-1': eventRequestDoc(status, {
      author,
      place:
        territoryId === NORTH
          ? NORTH_PLACE
          : { ...NORTH_PLACE, territoryId, territoryName: 'South Bay' },
      files: [file('menu.pdf')],
    }),
  });
}

/** The raw files-only write, for the cases the app itself never sends (it reads first). */
const writeFiles = (db: Firestore, files: AttachedFile[], extra: Record<string, unknown> = {}) =>
  updateDoc(doc(db, 'approvals', 'req-1'), {
    files,
    updatedAt: serverTimestamp(),
    lastUpdated: serverTimestamp(),
    ...extra,
  });

describe('approvals: files attached by the offline queue', () => {
  for (const status of ['draft', 'revisionRequested'] as const) {
    it(`lets the author attach a queued file to a ${status} request, and replace one`, async () => {
      await seedRequest(status);
      const db = t.db('franchiseeOwner');
      await assertSucceeds(attachRequestFile(db, OWNER, 'req-1', file('permit.pdf')));
      const newer = { ...file('menu.pdf'), url: 'https://files.test/menu-v2' };
      await assertSucceeds(attachRequestFile(db, OWNER, 'req-1', newer));
      const stored = await t.peek('approvals/req-1');
      expect(stored?.files).toEqual([file('permit.pdf'), newer]);
      expect(stored?.status).toBe(status);
    });
  }

  for (const status of ['submitted', 'resubmitted', 'approved', 'denied', 'withdrawn'] as const) {
    it(`refuses files-only changes once the request is ${status}`, async () => {
      await seedRequest(status);
      await assertFails(writeFiles(t.db('franchiseeOwner'), [file('permit.pdf')]));
      // The app's own attach does not even try: it waits, so the queue keeps the file.
      await expect(
        attachRequestFile(t.db('franchiseeOwner'), OWNER, 'req-1', file('permit.pdf')),
      ).rejects.toThrow(/no longer a draft/);
    });
  }

  it('refuses everyone but the author, top roles included', async () => {
    await seedRequest('draft', { author: 'manager' });
    for (const p of ['franchiseeOwner', 'superAdmin', 'employee'] as Persona[]) {
      await assertFails(writeFiles(t.db(p), [file('permit.pdf')]));
    }
    await assertFails(writeFiles(t.anonDb(), [file('permit.pdf')]));
    await assertSucceeds(writeFiles(t.db('manager'), [file('permit.pdf')]));
  });

  it('refuses the author once the territory has left their scope, or they are disabled', async () => {
    await seedRequest('draft', { territoryId: SOUTH });
    await assertFails(writeFiles(t.db('franchiseeOwner'), [file('permit.pdf')]));
    await seedRequest('draft', { author: 'disabled' });
    await assertFails(writeFiles(t.db('disabled'), [file('permit.pdf')]));
  });

  it('refuses anything but the files and stamps, client times and more than 20 files', async () => {
    await seedRequest('draft');
    const db = t.db('franchiseeOwner');
    await assertFails(writeFiles(db, [file('permit.pdf')], { name: 'Renamed' }));
    await assertFails(writeFiles(db, [file('permit.pdf')], { status: 'submitted' }));
    await assertFails(writeFiles(db, [file('permit.pdf')], { updatedAt: Timestamp.now() }));
    await assertFails(
      writeFiles(
        db,
        Array.from({ length: 21 }, (_, i) => file(`f${i}.pdf`)),
      ),
    );
    await assertFails(writeFiles(db, 'permit.pdf' as unknown as AttachedFile[]));
    await assertSucceeds(
      writeFiles(
        db,
        Array.from({ length: 20 }, (_, i) => file(`f${i}.pdf`)),
      ),
    );
  });
});
