import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getMetadata,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { describe, it } from 'vitest';
import { ALL_PERSONAS, PERSONAS, setupRulesTests, type Persona } from './helpers';

/**
 * storage.rules against the Storage emulator. That emulator needs Java 21 and firebase-tools'
 * downloaded rules runtime, which these machines lack (ENVIRONMENT.md), so the suite runs only when
 * STORAGE_EMULATOR_HOST is set (with FIRESTORE_EMULATOR_HOST: the rules read users/{uid}).
 */
const storageHost = process.env.STORAGE_EMULATOR_HOST;
if (!storageHost) {
  console.warn('Storage emulator not available here (needs Java 21): storage rules tests skipped');
}

const MB = 1024 * 1024;
const TOP: Persona[] = ['superAdmin', 'fulfillment'];
const FRANCHISE_STAFF: Persona[] = ['franchiseeOwner', 'manager', 'employee'];
const INACTIVE: Persona[] = ['waiting', 'disabled'];

const bytes = (size: number) => new Uint8Array(size);
const upload = (storage: FirebaseStorage, path: string, size: number, contentType: string) =>
  uploadBytes(ref(storage, path), bytes(size), { contentType });

describe.skipIf(!storageHost)('storage.rules', () => {
  const t = setupRulesTests({ storageHost });

  describe('items/{file}', () => {
    const path = 'items/shrimp.jpg';

    for (const p of ALL_PERSONAS) {
      it(`lets ${PERSONAS[p].who} read an item photo`, async () => {
        await t.seedFile(path, bytes(10), 'image/jpeg');
        await assertSucceeds(getMetadata(ref(t.storage(p), path)));
      });
    }

    it('refuses a signed-out caller an item photo', async () => {
      await t.seedFile(path, bytes(10), 'image/jpeg');
      await assertFails(getMetadata(ref(t.anonStorage(), path)));
    });

    for (const p of TOP) {
      it(`lets ${PERSONAS[p].who} (Edit Items) upload and delete an item photo`, async () => {
        await assertSucceeds(upload(t.storage(p), path, 1000, 'image/jpeg'));
        await assertSucceeds(deleteObject(ref(t.storage(p), path)));
      });

      it(`refuses ${PERSONAS[p].who} an item photo over 5 MB or not an image`, async () => {
        await assertFails(upload(t.storage(p), path, 5 * MB + 1, 'image/jpeg'));
        await assertFails(upload(t.storage(p), 'items/list.txt', 100, 'text/plain'));
      });
    }

    for (const p of [...FRANCHISE_STAFF, ...INACTIVE]) {
      it(`refuses ${PERSONAS[p].who} uploading or deleting an item photo`, async () => {
        await t.seedFile(path, bytes(10), 'image/jpeg');
        await assertFails(upload(t.storage(p), 'items/new.jpg', 1000, 'image/jpeg'));
        await assertFails(deleteObject(ref(t.storage(p), path)));
      });
    }

    it('refuses a signed-out caller uploading an item photo', async () => {
      await assertFails(upload(t.anonStorage(), path, 1000, 'image/jpeg'));
    });
  });

  describe('compliance_reports/{reportId}/{file}', () => {
    const path = 'compliance_reports/report-1/photo.jpg';

    for (const p of [...TOP, ...FRANCHISE_STAFF]) {
      it(`lets ${PERSONAS[p].who} attach and read a compliance photo`, async () => {
        await assertSucceeds(upload(t.storage(p), path, 1000, 'image/png'));
        await assertSucceeds(getMetadata(ref(t.storage(p), path)));
      });
    }

    it('refuses a Manager a compliance photo of 10 MB or more or a PDF', async () => {
      await assertFails(upload(t.storage('manager'), path, 10 * MB, 'image/jpeg'));
      await assertFails(
        upload(t.storage('manager'), 'compliance_reports/report-1/a.pdf', 100, 'application/pdf'),
      );
    });

    for (const p of INACTIVE) {
      it(`refuses ${PERSONAS[p].who} attaching a compliance photo`, async () => {
        await assertFails(upload(t.storage(p), path, 1000, 'image/jpeg'));
      });
    }

    it('refuses a signed-out caller compliance photos', async () => {
      await t.seedFile(path, bytes(10), 'image/jpeg');
      await assertFails(getMetadata(ref(t.anonStorage(), path)));
      await assertFails(upload(t.anonStorage(), path, 1000, 'image/jpeg'));
    });
  });

  describe('mystery_shopper_reports/{reportId}/{file}', () => {
    const path = 'mystery_shopper_reports/visit-1/notes.pdf';

    for (const p of TOP) {
      it(`lets ${PERSONAS[p].who} attach any file type to a mystery shopper report`, async () => {
        await assertSucceeds(upload(t.storage(p), path, 1000, 'application/pdf'));
        await assertSucceeds(getMetadata(ref(t.storage(p), path)));
      });

      it(`refuses ${PERSONAS[p].who} a mystery shopper file over 20 MB`, async () => {
        await assertFails(upload(t.storage(p), path, 20 * MB + 1, 'application/pdf'));
      });
    }

    for (const p of [...FRANCHISE_STAFF, ...INACTIVE]) {
      it(`refuses ${PERSONAS[p].who} mystery shopper files`, async () => {
        await t.seedFile(path, bytes(10), 'application/pdf');
        await assertFails(upload(t.storage(p), path, 1000, 'application/pdf'));
        await assertFails(getMetadata(ref(t.storage(p), path)));
      });
    }
  });

  describe('approvals/{formId}/{requestId}/{file}', () => {
    const path = 'approvals/event-form/request-1/flyer.pdf';

    for (const p of TOP) {
      it(`lets ${PERSONAS[p].who} attach, read and delete an approval file`, async () => {
        await assertSucceeds(upload(t.storage(p), path, 1000, 'application/pdf'));
        await assertSucceeds(getMetadata(ref(t.storage(p), path)));
        await assertSucceeds(deleteObject(ref(t.storage(p), path)));
      });

      it(`refuses ${PERSONAS[p].who} an approval file over 20 MB`, async () => {
        await assertFails(upload(t.storage(p), path, 20 * MB + 1, 'application/pdf'));
      });
    }

    for (const p of [...FRANCHISE_STAFF, ...INACTIVE]) {
      it(`refuses ${PERSONAS[p].who} approval files`, async () => {
        await t.seedFile(path, bytes(10), 'application/pdf');
        await assertFails(upload(t.storage(p), path, 1000, 'application/pdf'));
        await assertFails(getMetadata(ref(t.storage(p), path)));
      });
    }

    it('refuses a signed-out caller approval files', async () => {
      await t.seedFile(path, bytes(10), 'application/pdf');
      await assertFails(getMetadata(ref(t.anonStorage(), path)));
    });
  });

  it('refuses a Super Admin any path the rules do not name', async () => {
    await assertFails(upload(t.storage('superAdmin'), 'backups/db.json', 10, 'application/json'));
    await assertFails(getMetadata(ref(t.storage('superAdmin'), 'backups/db.json')));
  });
});
