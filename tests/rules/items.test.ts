import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { CREATED_AT, PERSONAS, longString, setupRulesTests, type Persona } from './helpers';

/** items/{itemId}: catalogue read by every active user, written with the items.* permissions. */
const t = setupRulesTests();

const TOP: Persona[] = ['superAdmin', 'fulfillment'];
const STAFF: Persona[] = ['franchiseeOwner', 'manager', 'employee'];
const INACTIVE: Persona[] = ['waiting', 'disabled'];

/** A stored item, as the seed and the app write it. */
function storedItem(overrides: DocumentData = {}): DocumentData {
  return {
    itemDesc: 'Shrimp 2lb',
    sku: 'SH-2LB',
    casesPerPallet: 40,
    casesPerOvernight: 4,
    status: 'active',
    price: 42.5,
    salePrice: 0,
    isOnSale: false,
    order: 1,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

/** A new item as ItemForm/createItem writes it. */
function newItem(overrides: DocumentData = {}): DocumentData {
  return storedItem({ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides });
}

const itemRef = (db: Firestore, id = 'item-1') => doc(db, 'items', id);
const seedItems = () =>
  t.seed({
    'items/item-1': storedItem(),
    'items/item-2': storedItem({ itemDesc: 'Buns', sku: 'BUN', order: 2 }),
  });

describe('items: read', () => {
  for (const p of [...TOP, ...STAFF]) {
    it(`lets ${PERSONAS[p].who} read and list items (the order catalogue)`, async () => {
      await seedItems();
      const db = t.db(p);
      await assertSucceeds(getDoc(itemRef(db)));
      await assertSucceeds(getDocs(query(collection(db, 'items'), orderBy('order'), limit(26))));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} the items`, async () => {
      await seedItems();
      await assertFails(getDoc(itemRef(t.db(p))));
    });
  }

  it('refuses a signed-out caller the items', async () => {
    await seedItems();
    await assertFails(getDocs(collection(t.anonDb(), 'items')));
  });
});

describe('items: create', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} (Create Items) create an item, with or without a photo`, async () => {
      const db = t.db(p);
      await assertSucceeds(setDoc(itemRef(db, 'a'), newItem()));
      await assertSucceeds(
        setDoc(
          itemRef(db, 'b'),
          newItem({ photoUrl: 'https://example.test/p.jpg', photoPath: 'items/b/1.jpg' }),
        ),
      );
    });
  }

  for (const p of [...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} creating an item`, async () => {
      await assertFails(setDoc(itemRef(t.db(p), 'a'), newItem()));
    });
  }

  it('lets a user with only an explicit Create Items grant create, not edit', async () => {
    await t.seed({
      'users/buyer': {
        ...(await t.peek(`users/${PERSONAS.employee.uid}`)),
        permissions: { items: { create: true } },
      },
    });
    const db = t.db({ uid: 'buyer' });
    await assertSucceeds(setDoc(itemRef(db, 'a'), newItem()));
    await assertFails(updateDoc(itemRef(db, 'a'), { order: 5, updatedAt: serverTimestamp() }));
  });

  it('refuses a client-chosen createdAt', async () => {
    await assertFails(setDoc(itemRef(t.db('superAdmin'), 'a'), newItem({ createdAt: CREATED_AT })));
  });

  const bad: [string, DocumentData][] = [
    ['a negative price', { price: -1 }],
    ['a negative sale price', { salePrice: -0.01 }],
    ['a string price', { price: '10' }],
    ['an unknown status', { status: 'sold' }],
    ['a 256-character description', { itemDesc: longString(256) }],
    ['a 256-character SKU', { sku: longString(256) }],
    ['an empty description', { itemDesc: '' }],
    ['an empty SKU', { sku: '' }],
    ['a string casesPerPallet', { casesPerPallet: '1' }],
    ['a fractional casesPerPallet', { casesPerPallet: 1.5 }],
    ['zero casesPerPallet', { casesPerPallet: 0 }],
    ['zero casesPerOvernight', { casesPerOvernight: 0 }],
    ['a string isOnSale', { isOnSale: 'yes' }],
    ['a fractional order', { order: 1.5 }],
    ['a photo URL without its path', { photoUrl: 'https://example.test/p.jpg' }],
    ['a photo path outside items/', { photoUrl: 'x', photoPath: 'users/x.jpg' }],
    ['an unknown field', { color: 'red' }],
  ];
  for (const [what, overrides] of bad) {
    it(`refuses an item with ${what}`, async () => {
      await assertFails(setDoc(itemRef(t.db('superAdmin'), 'a'), newItem(overrides)));
    });
  }

  it('refuses an item without a status', async () => {
    const withoutStatus = newItem();
    delete withoutStatus.status;
    await assertFails(setDoc(itemRef(t.db('superAdmin'), 'a'), withoutStatus));
  });

  it('accepts a 255-character description and prices of 0', async () => {
    await assertSucceeds(
      setDoc(
        itemRef(t.db('superAdmin'), 'a'),
        newItem({ itemDesc: longString(255), price: 0, salePrice: 0 }),
      ),
    );
  });
});

describe('items: update', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} (Edit Items) edit an item and remove its photo`, async () => {
      await t.seed({
        'items/item-1': storedItem({
          photoUrl: 'https://x.test/a.jpg',
          photoPath: 'items/item-1/1.jpg',
        }),
      });
      await assertSucceeds(
        updateDoc(itemRef(t.db(p)), {
          itemDesc: 'Shrimp 5lb',
          price: 99.99,
          status: 'out_of_stock',
          photoUrl: deleteField(),
          photoPath: deleteField(),
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it(`lets ${PERSONAS[p].who} reorder items in one batch`, async () => {
      await seedItems();
      const db = t.db(p);
      const batch = writeBatch(db);
      batch.update(itemRef(db, 'item-1'), { order: 2, updatedAt: serverTimestamp() });
      batch.update(itemRef(db, 'item-2'), { order: 1, updatedAt: serverTimestamp() });
      await assertSucceeds(batch.commit());
    });
  }

  for (const p of [...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} editing or reordering an item`, async () => {
      await seedItems();
      const db = t.db(p);
      await assertFails(updateDoc(itemRef(db), { price: 1, updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(itemRef(db), { order: 9, updatedAt: serverTimestamp() }));
    });
  }

  it('refuses an edit that does not restamp updatedAt', async () => {
    await seedItems();
    await assertFails(updateDoc(itemRef(t.db('superAdmin')), { order: 3 }));
  });

  it('refuses an edit that changes createdAt', async () => {
    await seedItems();
    await assertFails(
      updateDoc(itemRef(t.db('superAdmin')), {
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses an edit with bad data (negative price, bad status, string cases)', async () => {
    await seedItems();
    const db = t.db('superAdmin');
    const stamp = { updatedAt: serverTimestamp() };
    await assertFails(updateDoc(itemRef(db), { price: -5, ...stamp }));
    await assertFails(updateDoc(itemRef(db), { status: 'archived', ...stamp }));
    await assertFails(updateDoc(itemRef(db), { casesPerOvernight: '2', ...stamp }));
    await assertFails(updateDoc(itemRef(db), { itemDesc: longString(256), ...stamp }));
    await assertFails(updateDoc(itemRef(db), { order: -1, ...stamp }));
  });
});

describe('items: delete', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} (Delete Items) delete an item`, async () => {
      await seedItems();
      await assertSucceeds(deleteDoc(itemRef(t.db(p))));
    });
  }

  for (const p of [...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} deleting an item`, async () => {
      await seedItems();
      await assertFails(deleteDoc(itemRef(t.db(p))));
    });
  }

  it('refuses a signed-out caller deleting an item', async () => {
    await seedItems();
    await assertFails(deleteDoc(itemRef(t.anonDb())));
  });
});
