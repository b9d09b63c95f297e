import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteObject, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { describe, it } from 'vitest';
import {
  CREATED_AT,
  NORTH_TERRITORY,
  PERSONAS,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as FRANCHISE_STAFF,
} from './helpers';

/**
 * storage.rules against the Storage emulator. That emulator needs Java 21 and firebase-tools'
 * downloaded rules runtime, which these machines lack, so the suite runs only when
 * STORAGE_EMULATOR_HOST is set (with FIRESTORE_EMULATOR_HOST: the rules read Firestore). Here
 * storage-static.test.ts checks the rules file instead.
 */
const storageHost = process.env.STORAGE_EMULATOR_HOST;
if (!storageHost) {
  console.warn('Storage emulator not available here (needs Java 21): storage rules tests skipped');
}

const MB = 1024 * 1024;
const INACTIVE: Persona[] = ['waiting', 'disabled'];
const SOUTH = 'territory-south';

const bytes = (size: number) => new Uint8Array(size);

describe.skipIf(!storageHost)('storage.rules', () => {
  const t = setupRulesTests({ storageHost });
  /** What storageUpload.ts sends: the uploader recorded in customMetadata. */
  const upload = (p: Persona, path: string, size: number, contentType: string) =>
    uploadBytes(ref(t.storage(p), path), bytes(size), {
      contentType,
      customMetadata: { uploadedBy: PERSONAS[p].uid },
    });
  const read = (p: Persona, path: string) => getMetadata(ref(t.storage(p), path));
  const remove = (p: Persona, path: string) => deleteObject(ref(t.storage(p), path));

  describe('items/{itemId}/{file}', () => {
    const path = 'items/item-1/shrimp.jpg';

    for (const p of [...TOP, ...FRANCHISE_STAFF]) {
      it(`lets ${PERSONAS[p].who} see an item photo`, async () => {
        await t.seedFile(path, bytes(10), 'image/jpeg');
        await assertSucceeds(read(p, path));
      });
    }

    for (const p of INACTIVE) {
      it(`refuses ${PERSONAS[p].who} item photos`, async () => {
        await t.seedFile(path, bytes(10), 'image/jpeg');
        await assertFails(read(p, path));
      });
    }

    for (const p of TOP) {
      it(`lets ${PERSONAS[p].who} upload and delete a JPEG item photo, never SVG or nested`, async () => {
        await assertSucceeds(upload(p, path, 1000, 'image/jpeg'));
        await assertFails(upload(p, path, 1000, 'image/jpeg'));
        await assertFails(upload(p, 'items/item-1/x.svg', 100, 'image/svg+xml'));
        await assertFails(upload(p, 'items/item-1/a/b/c.jpg', 100, 'image/jpeg'));
        await assertFails(upload(p, 'items/item-1/big.jpg', 5 * MB + 1, 'image/jpeg'));
        await assertSucceeds(remove(p, path));
      });
    }

    for (const p of FRANCHISE_STAFF) {
      it(`refuses ${PERSONAS[p].who} uploading or deleting an item photo`, async () => {
        await t.seedFile(path, bytes(10), 'image/jpeg');
        await assertFails(upload(p, 'items/item-1/new.jpg', 1000, 'image/jpeg'));
        await assertFails(remove(p, path));
      });
    }
  });

  describe('compliance_reports/{reportId}/{file}', () => {
    const photo = (id: string) => `compliance_reports/${id}/photo.jpg`;
    const report = (status: string, userId: string, territoryId = NORTH_TERRITORY) => ({
      status,
      userId,
      territoryId,
      createdAt: CREATED_AT,
    });

    it('lets a Manager attach a photo before the draft exists, and no one else read it', async () => {
      await assertSucceeds(upload('manager', photo('new-1'), 1000, 'image/jpeg'));
      await assertSucceeds(read('manager', photo('new-1')));
      await assertFails(read('employee', photo('new-1')));
    });

    it("refuses staff adding to or deleting a Super Admin's draft photos", async () => {
      await t.seed({ 'compliance_reports/d1': report('draft', PERSONAS.superAdmin.uid) });
      await t.seedFile(photo('d1'), bytes(10), 'image/jpeg');
      for (const p of FRANCHISE_STAFF) {
        await assertFails(upload(p, 'compliance_reports/d1/mine.jpg', 100, 'image/jpeg'));
        await assertFails(remove(p, photo('d1')));
      }
      await assertSucceeds(
        upload('superAdmin', 'compliance_reports/d1/more.jpg', 100, 'image/jpeg'),
      );
    });

    it('never overwrites or deletes a published report photo', async () => {
      await t.seed({ 'compliance_reports/p1': report('published', PERSONAS.manager.uid) });
      await t.seedFile(photo('p1'), bytes(10), 'image/jpeg');
      await assertFails(upload('manager', photo('p1'), 100, 'image/jpeg'));
      await assertFails(remove('superAdmin', photo('p1')));
      await assertSucceeds(read('employee', photo('p1')));
    });

    it('refuses another territory, PNG, PDF and photos of 10 MB or more', async () => {
      await t.seed({ 'compliance_reports/s1': report('published', 'x', SOUTH) });
      await t.seedFile(photo('s1'), bytes(10), 'image/jpeg');
      await assertFails(read('manager', photo('s1')));
      await assertFails(upload('manager', photo('n2'), 10 * MB + 1, 'image/jpeg'));
      await assertFails(upload('manager', photo('n3'), 100, 'image/png'));
      await assertFails(upload('manager', 'compliance_reports/n4/a.pdf', 100, 'application/pdf'));
    });

    for (const p of INACTIVE) {
      it(`refuses ${PERSONAS[p].who} compliance photos`, async () => {
        await t.seed({ 'compliance_reports/p1': report('published', PERSONAS.manager.uid) });
        await t.seedFile(photo('p1'), bytes(10), 'image/jpeg');
        await assertFails(read(p, photo('p1')));
        await assertFails(upload(p, photo('n1'), 100, 'image/jpeg'));
      });
    }
  });

  describe('mystery_shopper_reports/{reportId}/{file}', () => {
    const path = 'mystery_shopper_reports/visit-1/notes.pdf';

    for (const p of TOP) {
      it(`lets ${PERSONAS[p].who} attach a PDF, PNG or JPEG, never another type or over 20 MB`, async () => {
        await assertSucceeds(upload(p, path, 1000, 'application/pdf'));
        await assertSucceeds(read(p, path));
        await assertFails(upload(p, path, 1000, 'application/pdf'));
        await assertFails(upload(p, 'mystery_shopper_reports/visit-1/x.html', 10, 'text/html'));
        await assertFails(
          upload(p, 'mystery_shopper_reports/visit-1/b.pdf', 20 * MB + 1, 'application/pdf'),
        );
      });
    }

    for (const p of [...FRANCHISE_STAFF, ...INACTIVE]) {
      it(`refuses ${PERSONAS[p].who} mystery shopper files`, async () => {
        await t.seed({
          'mystery_shopper_reports/visit-1': { territoryId: NORTH_TERRITORY, userId: 'x' },
        });
        await t.seedFile(path, bytes(10), 'application/pdf');
        await assertFails(
          upload(p, 'mystery_shopper_reports/visit-1/new.pdf', 100, 'application/pdf'),
        );
        await assertFails(read(p, path));
      });
    }
  });

  describe('approvals/{formId}/{requestId}/{file}', () => {
    const path = 'approvals/event-form/request-1/flyer.pdf';

    it('lets the requester reach their files in their territory, not another territory', async () => {
      await t.seed({
        'approvals/request-1': { territoryId: NORTH_TERRITORY, userId: PERSONAS.manager.uid },
        'approvals/request-2': { territoryId: SOUTH, userId: PERSONAS.manager.uid },
      });
      await t.seedFile(path, bytes(10), 'application/pdf');
      await t.seedFile('approvals/event-form/request-2/flyer.pdf', bytes(10), 'application/pdf');
      await assertSucceeds(read('superAdmin', path));
      await assertFails(read('manager', 'approvals/event-form/request-2/flyer.pdf'));
    });

    describe('files of a saved request', () => {
      const file = (name: string) => `approvals/event/request-1/${name}`;
      const seedRequest = (status: string) =>
        t.seed({
          'approvals/request-1': {
            formId: 'event',
            territoryId: NORTH_TERRITORY,
            userId: PERSONAS.manager.uid,
            status,
          },
        });

      for (const status of ['draft', 'revisionRequested']) {
        it(`lets the requester add and remove files of a ${status} request`, async () => {
          await seedRequest(status);
          await assertSucceeds(upload('manager', file('a1.pdf'), 100, 'application/pdf'));
          await assertSucceeds(remove('manager', file('a1.pdf')));
        });
      }

      for (const status of ['submitted', 'resubmitted', 'approved', 'denied', 'withdrawn']) {
        it(`refuses the requester changes to a ${status} request's files`, async () => {
          await seedRequest(status);
          await t.seedFile(file('a1.pdf'), bytes(10), 'application/pdf');
          await assertFails(upload('manager', file('a2.pdf'), 100, 'application/pdf'));
          await assertFails(remove('manager', file('a1.pdf')));
        });
      }

      it('refuses another person of the territory, a reviewer included', async () => {
        await seedRequest('draft');
        await t.seedFile(file('a1.pdf'), bytes(10), 'application/pdf');
        for (const p of ['franchiseeOwner', 'employee'] as Persona[]) {
          await assertFails(upload(p, file(`${p}.pdf`), 100, 'application/pdf'));
          await assertFails(remove(p, file('a1.pdf')));
        }
      });

      it('lets a top role remove (never add) a file of an undecided request only', async () => {
        await seedRequest('submitted');
        await t.seedFile(file('a1.pdf'), bytes(10), 'application/pdf');
        await assertFails(upload('superAdmin', file('a2.pdf'), 100, 'application/pdf'));
        await assertSucceeds(remove('superAdmin', file('a1.pdf')));
        await seedRequest('approved');
        await t.seedFile(file('a3.pdf'), bytes(10), 'application/pdf');
        await assertFails(remove('fulfillment', file('a3.pdf')));
      });

      it('refuses typed names, another form folder, HEIC and files over 10 MB', async () => {
        await seedRequest('draft');
        await assertFails(upload('manager', file('my permit.pdf'), 100, 'application/pdf'));
        await assertFails(
          upload('manager', 'approvals/refund/request-1/a1.pdf', 100, 'application/pdf'),
        );
        await assertFails(upload('manager', file('a1.heic'), 100, 'image/heic'));
        await assertFails(upload('manager', file('a1.pdf'), 10 * MB + 1, 'application/pdf'));
        await assertSucceeds(upload('manager', file('a1.png'), 10 * MB, 'image/png'));
      });
    });

    for (const p of INACTIVE) {
      it(`refuses ${PERSONAS[p].who} approval files`, async () => {
        await t.seedFile(path, bytes(10), 'application/pdf');
        await assertFails(
          upload(p, 'approvals/event-form/request-9/a.pdf', 100, 'application/pdf'),
        );
        await assertFails(read(p, path));
      });
    }
  });

  it('refuses a Super Admin any path the rules do not name', async () => {
    await assertFails(upload('superAdmin', 'backups/db.json', 10, 'application/json'));
    await assertFails(read('superAdmin', 'backups/db.json'));
  });
});
