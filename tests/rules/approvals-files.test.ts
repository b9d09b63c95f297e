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
const TOKEN = '0f8c3a52-6b1e-4c8e-9a55-2f4d8e1b7c90';
const BUCKET = 'https://firebasestorage.googleapis.com/v0/b/harbor-ops.firebasestorage.app/o';

/** The download URL Firebase Storage gives the object at `path`. */
const downloadUrl = (path: string, token = TOKEN, base = BUCKET) =>
  `${base}/${encodeURIComponent(path)}?alt=media&token=${token}`;

/** A file as the app attaches it: shown as `name`, stored under a generated object name. */
const file = (objectName: string, name = 'permit.pdf', folder = 'approvals/event/req-1') => ({
  name,
  path: `${folder}/${objectName}`,
  url: downloadUrl(`${folder}/${objectName}`),
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
      files: [file('menu.pdf', 'menu.pdf')],
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
      await assertSucceeds(attachRequestFile(db, OWNER, 'req-1', file('a1b2.pdf')));
      const newer = {
        ...file('menu.pdf', 'menu.pdf'),
        url: downloadUrl('approvals/event/req-1/menu.pdf', 'aaaaaaaa-6b1e-4c8e-9a55-2f4d8e1b7c90'),
      };
      await assertSucceeds(attachRequestFile(db, OWNER, 'req-1', newer));
      const stored = await t.peek('approvals/req-1');
      expect(stored?.files).toEqual([file('a1b2.pdf'), newer]);
      expect(stored?.status).toBe(status);
    });
  }

  for (const status of ['submitted', 'resubmitted', 'approved', 'denied', 'withdrawn'] as const) {
    it(`refuses files-only changes once the request is ${status}`, async () => {
      await seedRequest(status);
      await assertFails(writeFiles(t.db('franchiseeOwner'), [file('a1b2.pdf')]));
      // The app's own attach does not even try: it waits, so the queue keeps the file.
      await expect(
        attachRequestFile(t.db('franchiseeOwner'), OWNER, 'req-1', file('a1b2.pdf')),
      ).rejects.toThrow(/no longer a draft/);
    });
  }

  it('refuses everyone but the author, top roles included', async () => {
    await seedRequest('draft', { author: 'manager' });
    for (const p of ['franchiseeOwner', 'superAdmin', 'employee'] as Persona[]) {
      await assertFails(writeFiles(t.db(p), [file('a1b2.pdf')]));
    }
    await assertFails(writeFiles(t.anonDb(), [file('a1b2.pdf')]));
    await assertSucceeds(writeFiles(t.db('manager'), [file('a1b2.pdf')]));
  });

  it('refuses the author once the territory has left their scope, or they are disabled', async () => {
    await seedRequest('draft', { territoryId: SOUTH });
    await assertFails(writeFiles(t.db('franchiseeOwner'), [file('a1b2.pdf')]));
    await seedRequest('draft', { author: 'disabled' });
    await assertFails(writeFiles(t.db('disabled'), [file('a1b2.pdf')]));
  });

  it('refuses anything but the files and stamps, client times and more than 20 files', async () => {
    await seedRequest('draft');
    const db = t.db('franchiseeOwner');
    await assertFails(writeFiles(db, [file('a1b2.pdf')], { name: 'Renamed' }));
    await assertFails(writeFiles(db, [file('a1b2.pdf')], { status: 'submitted' }));
    await assertFails(writeFiles(db, [file('a1b2.pdf')], { updatedAt: Timestamp.now() }));
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

/**
 * Issue 28: a file the queue attaches (a files-only write) must be this request's own: its path
 * in the request's folder, its link a Firebase Storage download URL of that folder. Creates and
 * the author's saves are not checked entry by entry (README "Approval `files` entries are
 * checked": the 1,000-expression ceiling).
 */
describe('approvals: what a files entry may say (issue 28)', () => {
  const attach = (entry: Record<string, unknown>, p: Persona = 'franchiseeOwner') =>
    writeFiles(t.db(p), [file('menu.pdf', 'menu.pdf'), entry as unknown as AttachedFile]);

  it("takes a download URL of the entry's own object in the request's own folder", async () => {
    await seedRequest('draft');
    await assertSucceeds(attach(file('c0ffee.png', 'IMG_0001.png')));
    // The local Storage emulator's URL, where one runs.
    const path = 'approvals/event/req-1/beef.pdf';
    const local = downloadUrl(
      path,
      TOKEN,
      'http://127.0.0.1:9199/v0/b/demo-franchise-portal.appspot.com/o',
    );
    await assertSucceeds(attach({ name: 'local.pdf', path, url: local }));
  });

  it("refuses a link to another site or to an object outside the request's folder", async () => {
    await seedRequest('draft');
    const entry = file('c0ffee.pdf');
    await assertFails(attach({ ...entry, url: 'https://evil.test/permit.pdf' }));
    await assertFails(
      attach({ ...entry, url: entry.url.replace('firebasestorage.googleapis.com', 'evil.test') }),
    );
    for (const other of ['approvals/event/req-2/c0ffee.pdf', 'items/i1/c0ffee.pdf']) {
      await assertFails(attach({ ...entry, url: downloadUrl(other) }));
    }
    await assertFails(attach({ ...entry, url: `${entry.url}&x=1` }));
    await assertFails(attach({ ...entry, url: entry.url.replace(TOKEN, 'not-a-token') }));
  });

  it("refuses a path outside the request's own folder", async () => {
    await seedRequest('draft');
    for (const folder of [
      'approvals/event/req-2',
      'approvals/refund/req-1',
      'mystery_shopper_reports/req-1',
      'approvals/event/req-1/deeper',
    ]) {
      await assertFails(attach(file('c0ffee.pdf', 'permit.pdf', folder)));
    }
  });

  it('refuses entries of another shape: extra or missing keys, an empty or long name', async () => {
    await seedRequest('draft');
    const entry = file('c0ffee.pdf');
    await assertFails(attach({ ...entry, size: 10 }));
    await assertFails(attach({ name: entry.name, url: entry.url }));
    await assertFails(attach({ ...entry, name: '' }));
    await assertFails(attach({ ...entry, name: 'x'.repeat(256) }));
    await assertSucceeds(attach({ ...entry, name: 'x'.repeat(255) }));
  });

  for (const author of ['franchiseeOwner', 'manager'] as Persona[]) {
    it(`lets ${PERSONAS[author].who} attach through the queue only files of the request itself`, async () => {
      await seedRequest('draft', { author });
      const db = t.db(author);
      const uid = PERSONAS[author].uid;
      await assertSucceeds(attachRequestFile(db, uid, 'req-1', file('c0ffee.pdf')));
      const forged = { ...file('beef.pdf'), url: 'https://evil.test/beef.pdf' };
      await assertFails(attachRequestFile(db, uid, 'req-1', forged));
      await assertFails(
        attachRequestFile(db, uid, 'req-1', file('beef.pdf', 'x.pdf', 'approvals/event/req-2')),
      );
    });
  }

  it('keeps entries attached before generated names, under their typed names', async () => {
    const old = 'approvals/event/req-1/old permit.pdf';
    await t.seed({
      ...BASE_DOCS,
      'approvals/req-1': eventRequestDoc('draft', {
        files: [{ name: 'old permit.pdf', url: downloadUrl(old), path: old }],
      }),
    });
    const db = t.db('franchiseeOwner');
    const stored = (await t.peek('approvals/req-1'))?.files as AttachedFile[];
    await assertSucceeds(writeFiles(db, [...stored, file('c0ffee.pdf')]));
    await assertFails(writeFiles(db, [...stored, { ...stored[0], url: 'https://evil.test/x' }]));
  });
});
