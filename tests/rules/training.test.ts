import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  CREATED_AT,
  longString,
  PERSONAS,
  setupRulesTests,
  userDoc,
  type Persona,
  TOP_PERSONAS as TOP,
} from './helpers';

const t = setupRulesTests();

const CATEGORIES = 'training_video_categories';
const VIDEOS = 'training_videos';
const VIEWERS: Persona[] = ['franchiseeOwner', 'manager', 'employee'];
const INACTIVE: Persona[] = ['waiting', 'disabled'];

const storedCategory = (name: string, order: number): DocumentData => ({
  name,
  nameLower: name.toLowerCase(),
  order,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
});

const storedVideo: DocumentData = {
  title: 'Opening the truck',
  description: 'Daily opening checklist.',
  url: 'https://vimeo.com/76979871',
  categoryIds: ['cat-1'],
  categories: [{ id: 'cat-1', name: 'Food Safety' }],
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
};

async function seedTraining() {
  await t.seed({
    [`${CATEGORIES}/cat-1`]: storedCategory('Food Safety', 1),
    [`${CATEGORIES}/cat-2`]: storedCategory('Truck Operations', 2),
    [`${VIDEOS}/video-1`]: storedVideo,
  });
}

/** What create-category.ts writes. */
const newCategory = (overrides: DocumentData = {}): DocumentData => ({
  name: 'Customer Service',
  nameLower: 'customer service',
  order: 3,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** What create-video.ts writes. */
const newVideo = (overrides: DocumentData = {}): DocumentData => ({
  title: 'Greeting guests',
  description: 'How we say hello.',
  url: 'https://player.vimeo.com/video/123',
  categoryIds: ['cat-1', 'cat-2'],
  categories: [
    { id: 'cat-1', name: 'Food Safety' },
    { id: 'cat-2', name: 'Truck Operations' },
  ],
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

const categoryRef = (db: Firestore, id: string) => doc(db, CATEGORIES, id);
const videoRef = (db: Firestore, id: string) => doc(db, VIDEOS, id);

describe('training_video_categories and training_videos: reading', () => {
  for (const p of [...TOP, ...VIEWERS]) {
    it(`lets ${PERSONAS[p].who} read categories and videos`, async () => {
      await seedTraining();
      const db = t.db(p);
      await assertSucceeds(getDocs(collection(db, CATEGORIES)));
      await assertSucceeds(getDoc(categoryRef(db, 'cat-1')));
      await assertSucceeds(
        getDocs(query(collection(db, VIDEOS), where('categoryIds', 'array-contains', 'cat-1'))),
      );
      await assertSucceeds(getDoc(videoRef(db, 'video-1')));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} categories and videos`, async () => {
      await seedTraining();
      const db = t.db(p);
      await assertFails(getDocs(collection(db, CATEGORIES)));
      await assertFails(getDoc(videoRef(db, 'video-1')));
    });
  }

  it('refuses a signed-out caller categories and videos', async () => {
    await seedTraining();
    await assertFails(getDocs(collection(t.anonDb(), CATEGORIES)));
    await assertFails(getDocs(collection(t.anonDb(), VIDEOS)));
  });

  it('refuses a Manager whose trainingVideos.view was taken away', async () => {
    await seedTraining();
    await t.seed({
      'users/no-training': userDoc('no-training', 'manager', {
        permissionOverrides: { trainingVideos: { view: false } },
      }),
    });
    const db = t.db({ uid: 'no-training' });
    await assertFails(getDoc(videoRef(db, 'video-1')));
    await assertFails(getDocs(collection(db, CATEGORIES)));
  });
});

describe('training_video_categories: writing', () => {
  for (const p of TOP) {
    const who = PERSONAS[p].who;
    it(`lets ${who} create, rename and delete a category`, async () => {
      await seedTraining();
      const db = t.db(p);
      await assertSucceeds(setDoc(categoryRef(db, 'cat-3'), newCategory()));
      await assertSucceeds(
        updateDoc(categoryRef(db, 'cat-3'), {
          name: 'Guest Service',
          nameLower: 'guest service',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(deleteDoc(categoryRef(db, 'cat-3')));
    });

    it(`lets ${who} save a new order for every category in one batch`, async () => {
      await seedTraining();
      const db = t.db(p);
      const batch = writeBatch(db);
      batch.update(categoryRef(db, 'cat-1'), { order: 2, updatedAt: serverTimestamp() });
      batch.update(categoryRef(db, 'cat-2'), { order: 1, updatedAt: serverTimestamp() });
      await assertSucceeds(batch.commit());
    });
  }

  for (const p of VIEWERS) {
    const who = PERSONAS[p].who;
    it(`refuses ${who} creating, updating, reordering or deleting categories`, async () => {
      await seedTraining();
      const db = t.db(p);
      await assertFails(setDoc(categoryRef(db, 'cat-3'), newCategory()));
      await assertFails(
        updateDoc(categoryRef(db, 'cat-1'), {
          name: 'Mine',
          nameLower: 'mine',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        updateDoc(categoryRef(db, 'cat-1'), { order: 5, updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(categoryRef(db, 'cat-1')));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} creating a category`, async () => {
      await assertFails(setDoc(categoryRef(t.db(p), 'cat-3'), newCategory()));
    });
  }

  it('refuses a Super Admin whose trainingVideos.create was taken away', async () => {
    await t.seed({
      'users/limited-admin': userDoc('limited-admin', 'superAdmin', {
        permissionOverrides: { trainingVideos: { create: false } },
        permissions: { trainingVideos: { view: true, create: false, edit: true, delete: true } },
      }),
    });
    await assertFails(setDoc(categoryRef(t.db({ uid: 'limited-admin' }), 'c'), newCategory()));
  });

  describe('refuses bad category data from a Super Admin', () => {
    const cases: [string, DocumentData][] = [
      ['an empty name', newCategory({ name: '', nameLower: '' })],
      [
        'a name over 255 characters',
        newCategory({ name: longString(256), nameLower: longString(256) }),
      ],
      ['a name that is not a string', newCategory({ name: 12, nameLower: '12' })],
      ['a nameLower that is not the lower-cased name', newCategory({ nameLower: 'other' })],
      ['a missing nameLower', newCategory({ nameLower: undefined })],
      ['order 0', newCategory({ order: 0 })],
      ['a fractional order', newCategory({ order: 1.5 })],
      ['an order that is a string', newCategory({ order: '3' })],
      ['an unknown field', newCategory({ color: 'red' })],
      ['a client-made createdAt', newCategory({ createdAt: CREATED_AT })],
    ];
    for (const [label, data] of cases) {
      it(`refuses ${label}`, async () => {
        const clean = Object.fromEntries(
          Object.entries(data).filter(([, value]) => value !== undefined),
        );
        await assertFails(setDoc(categoryRef(t.db('superAdmin'), 'bad'), clean));
      });
    }

    it('refuses changing createdAt on update', async () => {
      await seedTraining();
      await assertFails(
        updateDoc(categoryRef(t.db('superAdmin'), 'cat-1'), {
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('refuses an update without a fresh updatedAt', async () => {
      await seedTraining();
      await assertFails(updateDoc(categoryRef(t.db('superAdmin'), 'cat-1'), { order: 4 }));
    });
  });
});

describe('training_videos: writing', () => {
  for (const p of TOP) {
    const who = PERSONAS[p].who;
    it(`lets ${who} create, edit and delete a video`, async () => {
      await seedTraining();
      const db = t.db(p);
      await assertSucceeds(setDoc(videoRef(db, 'video-2'), newVideo()));
      await assertSucceeds(
        updateDoc(videoRef(db, 'video-2'), {
          title: 'Greeting guests, revised',
          categoryIds: ['cat-2'],
          categories: [{ id: 'cat-2', name: 'Truck Operations' }],
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(deleteDoc(videoRef(db, 'video-2')));
    });
  }

  for (const p of [...VIEWERS, ...INACTIVE]) {
    const who = PERSONAS[p].who;
    it(`refuses ${who} creating, editing or deleting videos`, async () => {
      await seedTraining();
      const db = t.db(p);
      await assertFails(setDoc(videoRef(db, 'video-2'), newVideo()));
      await assertFails(
        updateDoc(videoRef(db, 'video-1'), { title: 'Mine', updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(videoRef(db, 'video-1')));
    });
  }

  it('refuses a signed-out caller creating a video', async () => {
    await assertFails(setDoc(videoRef(t.anonDb(), 'video-2'), newVideo()));
  });

  it('accepts a 2000-character description', async () => {
    await assertSucceeds(
      setDoc(videoRef(t.db('superAdmin'), 'long'), newVideo({ description: longString(2000) })),
    );
  });

  describe('refuses bad video data from a Fulfillment user', () => {
    const twentyOne = Array.from({ length: 21 }, (_, i) => `c${i}`);
    const cases: [string, DocumentData][] = [
      ['an empty title', newVideo({ title: '' })],
      ['a title over 255 characters', newVideo({ title: longString(256) })],
      ['an empty description', newVideo({ description: '' })],
      ['a description over 2000 characters', newVideo({ description: longString(2001) })],
      ['a YouTube link', newVideo({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })],
      ['an http link', newVideo({ url: 'http://vimeo.com/76979871' })],
      ['a link over 500 characters', newVideo({ url: `https://vimeo.com/${longString(490)}` })],
      ['a link that is not a string', newVideo({ url: 76979871 })],
      ['no category', newVideo({ categoryIds: [], categories: [] })],
      [
        'more than 20 categories',
        newVideo({
          categoryIds: twentyOne,
          categories: twentyOne.map((id) => ({ id, name: id })),
        }),
      ],
      ['categoryIds that are not a list', newVideo({ categoryIds: 'cat-1' })],
      ['categories that do not match categoryIds', newVideo({ categories: [] })],
      ['an unknown field', newVideo({ views: 10 })],
      ['a client-made updatedAt', newVideo({ updatedAt: CREATED_AT })],
    ];
    for (const [label, data] of cases) {
      it(`refuses ${label}`, async () => {
        await assertFails(setDoc(videoRef(t.db('fulfillment'), 'bad'), data));
      });
    }

    it('refuses a missing url', async () => {
      const data = newVideo();
      delete data.url;
      await assertFails(setDoc(videoRef(t.db('fulfillment'), 'bad'), data));
    });

    it('refuses an update that empties the categories', async () => {
      await seedTraining();
      await assertFails(
        updateDoc(videoRef(t.db('fulfillment'), 'video-1'), {
          categoryIds: [],
          categories: [],
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });
});
