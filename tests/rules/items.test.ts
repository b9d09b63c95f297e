import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
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
import { describe, expect, it } from 'vitest';
import { createItemIn } from '../../src/features/tools/items/api/create-item';
import { deleteItemsIn } from '../../src/features/tools/items/api/delete-items';
import { indexItem } from '../../src/features/tools/items/api/item-catalogue-index';
import { updateItemIn } from '../../src/features/tools/items/api/update-item';
import type { ItemValues } from '../../src/features/tools/items/model/schemas';
import {
  CREATED_AT,
  PERSONAS,
  longString,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

/** items/{itemId}: catalogue read by every active user, written with the items.* permissions. */
const t = setupRulesTests();

const INACTIVE: Persona[] = ['waiting', 'disabled'];

/** A stored item, as the seed and the app write it: prices in integer cents (issue 26). */
function storedItem(overrides: DocumentData = {}): DocumentData {
  return {
    itemDesc: 'Shrimp 2lb',
    sku: 'SH-2LB',
    casesPerPallet: 40,
    casesPerOvernight: 4,
    status: 'active',
    priceCents: 4250,
    salePriceCents: 0,
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
const INDEX = 'item_catalogue_index/active';
const seedItems = () =>
  t.seed({
    'items/item-1': storedItem(),
    'items/item-2': storedItem({ itemDesc: 'Buns', sku: 'BUN', order: 2 }),
    'items/item-3': storedItem({ itemDesc: 'Cups', sku: 'CUP', order: 3, status: 'discontinued' }),
    [INDEX]: { ids: ['item-1', 'item-2'], changed: ['item-1'] },
  });

/** A new item written as createItem does: the item and its index entry in one batch. */
function createWithIndex(db: Firestore, id: string, data: DocumentData) {
  const batch = writeBatch(db);
  batch.set(itemRef(db, id), data);
  indexItem(batch, db, id, data.status === 'active');
  return batch.commit();
}

/** The item form's values (what createItem / updateItem take). */
const VALUES: ItemValues = {
  itemDesc: 'Shrimp 2lb',
  sku: 'SH-2LB',
  casesPerPallet: 40,
  casesPerOvernight: 4,
  status: 'active',
  priceCents: 4250,
  salePriceCents: 0,
  isOnSale: false,
  unitsPerCase: 1,
  countUnit: 'each',
  storageAreas: {},
  shelfOrder: 0,
  photoUrl: '',
  photoPath: '',
};

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
      await assertSucceeds(createWithIndex(db, 'a', newItem()));
      await assertSucceeds(
        createWithIndex(
          db,
          'b',
          newItem({ photoUrl: 'https://example.test/p.jpg', photoPath: 'items/b/1.jpg' }),
        ),
      );
    });
  }

  for (const p of [...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} creating an item`, async () => {
      await assertFails(createWithIndex(t.db(p), 'a', newItem()));
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
    await assertSucceeds(createWithIndex(db, 'a', newItem()));
    await assertFails(updateDoc(itemRef(db, 'a'), { order: 5, updatedAt: serverTimestamp() }));
  });

  it('refuses a client-chosen createdAt', async () => {
    await assertFails(createWithIndex(t.db('superAdmin'), 'a', newItem({ createdAt: CREATED_AT })));
  });

  const bad: [string, DocumentData][] = [
    ['a negative price', { priceCents: -1 }],
    ['a negative sale price', { salePriceCents: -1 }],
    ['a string price', { priceCents: '1000' }],
    ['a price in dollars (a float)', { priceCents: 42.5 }],
    ['a sale price in dollars (a float)', { salePriceCents: 9.99 }],
    ['a price above $1,000,000.00', { priceCents: 100_000_001 }],
    ['a sale price above $1,000,000.00', { salePriceCents: 100_000_001 }],
    ['the dollar price fields beside the cents', { price: 42.5, salePrice: 0 }],
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
      await assertFails(createWithIndex(t.db('superAdmin'), 'a', newItem(overrides)));
    });
  }

  it('refuses an item without a status', async () => {
    const withoutStatus = newItem();
    delete withoutStatus.status;
    await assertFails(createWithIndex(t.db('superAdmin'), 'a', withoutStatus));
  });

  it('refuses an item priced in dollars only (the fields before issue 26)', async () => {
    const inDollars = newItem({ price: 42.5, salePrice: 0 });
    delete inDollars.priceCents;
    delete inDollars.salePriceCents;
    await assertFails(createWithIndex(t.db('superAdmin'), 'a', inDollars));
  });

  it('accepts a 255-character description and prices of 0', async () => {
    await assertSucceeds(
      createWithIndex(
        t.db('superAdmin'),
        'a',
        newItem({ itemDesc: longString(255), priceCents: 0, salePriceCents: 0 }),
      ),
    );
  });

  it('accepts prices of 1 cent and of $1,000,000.00 (100,000,000 cents)', async () => {
    const db = t.db('superAdmin');
    await assertSucceeds(createWithIndex(db, 'a', newItem({ priceCents: 1, salePriceCents: 1 })));
    await assertSucceeds(
      createWithIndex(db, 'b', newItem({ priceCents: 100_000_000, salePriceCents: 100_000_000 })),
    );
  });
});

describe('items: update', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} (Edit Items) edit an item and remove its photo`, async () => {
      await seedItems();
      await t.seed({
        'items/item-1': storedItem({
          photoUrl: 'https://x.test/a.jpg',
          photoPath: 'items/item-1/1.jpg',
        }),
      });
      await assertSucceeds(
        updateItemIn(t.db(p), {
          ...VALUES,
          id: 'item-1',
          itemDesc: 'Shrimp 5lb',
          priceCents: 9999,
          status: 'out_of_stock',
        }),
      );
      const stored = await t.peek('items/item-1');
      expect(stored?.photoPath).toBeUndefined();
      expect(stored?.priceCents).toBe(9999);
      expect((await t.peek(INDEX))?.ids).toEqual(['item-2']);
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
      await assertFails(updateDoc(itemRef(db), { priceCents: 1, updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(itemRef(db), { order: 9, updatedAt: serverTimestamp() }));
    });
  }

  it('migrates an item still in dollars when the app saves it (updateItemIn drops price)', async () => {
    const inDollars = storedItem({ price: 42.5, salePrice: 0 });
    delete inDollars.priceCents;
    delete inDollars.salePriceCents;
    await seedItems();
    await t.seed({ 'items/item-1': inDollars });
    const db = t.db('superAdmin');
    // Anything else is refused until the item is in cents (run scripts/migrate-item-cents.mjs).
    await assertFails(updateDoc(itemRef(db), { order: 7, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateItemIn(db, { ...VALUES, id: 'item-1', priceCents: 4250 }));
    const stored = await t.peek('items/item-1');
    expect(stored).toMatchObject({ priceCents: 4250, salePriceCents: 0 });
    expect(stored).not.toHaveProperty('price');
    expect(stored).not.toHaveProperty('salePrice');
  });

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

  it('refuses an edit with bad data (negative or dollar price, bad status, string cases)', async () => {
    await seedItems();
    const db = t.db('superAdmin');
    const stamp = { updatedAt: serverTimestamp() };
    await assertFails(updateDoc(itemRef(db), { priceCents: -5, ...stamp }));
    await assertFails(updateDoc(itemRef(db), { priceCents: 99.99, ...stamp }));
    await assertFails(updateDoc(itemRef(db), { salePriceCents: 0.5, ...stamp }));
    await assertFails(updateDoc(itemRef(db), { price: 99.99, ...stamp }));
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
      await assertSucceeds(deleteItemsIn(t.db(p), [{ id: 'item-1' }]));
      expect(await t.peek('items/item-1')).toBeUndefined();
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

describe('items: the catalogue index of active items (issue 10)', () => {
  it('creates items with the app (createItemIn), indexing the active ones only', async () => {
    await seedItems();
    const db = t.db('superAdmin');
    await assertSucceeds(createItemIn(db, { ...VALUES, id: 'new-1' }));
    await assertSucceeds(createItemIn(db, { ...VALUES, id: 'new-2', status: 'out_of_stock' }));
    expect((await t.peek(INDEX))?.ids).toEqual(['item-1', 'item-2', 'new-1']);
    expect((await t.peek('items/new-1'))?.order).toBe(4);
  });

  it('refuses creating an active item without its index entry, or indexing an inactive one', async () => {
    await seedItems();
    const db = t.db('superAdmin');
    await assertFails(setDoc(itemRef(db, 'a'), newItem()));
    const batch = writeBatch(db);
    batch.set(itemRef(db, 'b'), newItem({ status: 'discontinued' }));
    indexItem(batch, db, 'b', true);
    await assertFails(batch.commit());
  });

  it('refuses a status change without the index, and accepts it with (updateItemIn)', async () => {
    await seedItems();
    const db = t.db('superAdmin');
    const stamp = { updatedAt: serverTimestamp() };
    await assertFails(updateDoc(itemRef(db, 'item-3'), { status: 'active', ...stamp }));
    await assertFails(updateDoc(itemRef(db, 'item-1'), { status: 'out_of_stock', ...stamp }));
    await assertSucceeds(updateItemIn(db, { ...VALUES, id: 'item-3', status: 'active' }));
    expect((await t.peek(INDEX))?.ids).toEqual(['item-1', 'item-2', 'item-3']);
  });

  it('refuses deleting an active item left in the index; deletes several in batches of 5', async () => {
    await seedItems();
    const db = t.db('superAdmin');
    await assertFails(deleteDoc(itemRef(db, 'item-1')));
    // An inactive item is not in the index: deleting it alone leaves the index right.
    await assertSucceeds(deleteDoc(itemRef(db, 'item-3')));
    const more = Array.from({ length: 7 }, (_, i) => `more-${i}`);
    await t.seed({
      ...Object.fromEntries(more.map((id) => [`items/${id}`, storedItem()])),
      [INDEX]: { ids: ['item-1', 'item-2', ...more], changed: ['item-1'] },
    });
    await assertSucceeds(
      deleteItemsIn(
        db,
        ['item-1', ...more].map((id) => ({ id })),
      ),
    );
    expect((await t.peek(INDEX))?.ids).toEqual(['item-2']);
  });

  it('refuses index writes that do not match the items written with them', async () => {
    await seedItems();
    const db = t.db('superAdmin');
    const index = doc(db, INDEX);
    const write = (data: DocumentData) => setDoc(index, data, { merge: true });
    // An unknown item, an inactive one, a change not named in `changed`, an active item removed.
    await assertFails(write({ ids: arrayUnion('ghost'), changed: ['ghost'] }));
    await assertFails(write({ ids: arrayUnion('item-3'), changed: ['item-3'] }));
    await assertFails(write({ ids: arrayUnion('item-3'), changed: ['item-1'] }));
    await assertFails(write({ ids: arrayRemove('item-1'), changed: ['item-1'] }));
    await assertFails(write({ ids: ['item-1', 'item-1', 'item-2'], changed: ['item-1'] }));
    // Telling the truth about an item is allowed (what every item save writes).
    await assertSucceeds(write({ ids: arrayUnion('item-1'), changed: ['item-1'] }));
  });

  for (const p of [...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} writing the index, and lets active users read it`, async () => {
      await seedItems();
      const db = t.db(p);
      await assertFails(setDoc(doc(db, INDEX), { ids: ['item-1', 'item-2'], changed: ['item-1'] }));
      if (INACTIVE.includes(p)) await assertFails(getDoc(doc(db, INDEX)));
      else await assertSucceeds(getDoc(doc(db, INDEX)));
    });
  }
});
