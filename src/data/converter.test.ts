import { initializeApp } from 'firebase/app';
import {
  collection,
  doc,
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { field, readConverter, readStamps, typedRefs } from './converter';
import { readCatalogueItem, readDeliveryLocation } from './referenceData';

describe('field readers', () => {
  it('keep values of the right type and read anything else as empty', () => {
    expect(field.text('North')).toBe('North');
    expect(field.text(42)).toBe('');
    expect(field.number(1250)).toBe(1250);
    expect(field.number('12', 1)).toBe(1);
    expect(field.number(Number.NaN)).toBe(0);
    expect(field.flag(true)).toBe(true);
    expect(field.flag('true')).toBe(false);
    expect(field.textList(['a', 3, 'b'])).toEqual(['a', 'b']);
    expect(field.textList('a')).toEqual([]);
    const at = Timestamp.fromMillis(1_000);
    expect(field.timestamp(at)).toBe(at);
    expect(field.timestamp(new Date(1_000))).toBeNull();
    expect(field.timestamp('2026-01-01')).toBeNull();
  });
});

describe('readStamps', () => {
  it('keeps Timestamps and leaves anything else out', () => {
    const at = Timestamp.fromMillis(1_000);
    expect(readStamps({ createdAt: at, updatedAt: null })).toEqual({ createdAt: at });
    expect(readStamps({ createdAt: '2026-01-01', updatedAt: 5 })).toEqual({});
  });
});

describe('readConverter', () => {
  it('builds the typed value from the snapshot data and id', () => {
    const converter = readConverter(readDeliveryLocation);
    const snapshot = { id: 'd1', data: () => ({ name: 'Dock', territoryId: 't1' }) };
    expect(converter.fromFirestore(snapshot as unknown as QueryDocumentSnapshot)).toEqual({
      id: 'd1',
      name: 'Dock',
      territoryId: 't1',
      enabled: true,
    });
  });
});

describe('reference readers', () => {
  it('disable a location only with an explicit false', () => {
    expect(readDeliveryLocation({ enabled: false }, 'd').enabled).toBe(false);
    expect(readDeliveryLocation({ enabled: 'no' }, 'd').enabled).toBe(true);
  });

  it('default the pack sizes of an item to 1 and its money to 0', () => {
    expect(readCatalogueItem({ itemDesc: 'Cod', priceCents: 1250 }, 'i1')).toEqual({
      id: 'i1',
      itemDesc: 'Cod',
      sku: '',
      status: '',
      priceCents: 1250,
      salePriceCents: 0,
      isOnSale: false,
      casesPerPallet: 1,
      casesPerOvernight: 1,
      order: 0,
    });
  });
});

describe('typedRefs', () => {
  // Refs are built offline: no request is made until a read.
  const db = getFirestore(initializeApp({ projectId: 'demo-typed-refs' }, 'typed-refs'));
  const readName = (data: DocumentData, id: string) => ({ id, name: field.text(data.name) });
  const refs = typedRefs(
    (d: Firestore) => collection(d, 'things'),
    (d: Firestore, id: string) => doc(d, 'things', id),
    readName,
  );
  const snapshot = (data: DocumentData, id: string) =>
    ({ data: () => data, id }) as unknown as QueryDocumentSnapshot;

  it('names the collection and the document, and reads both through the one reader', () => {
    const one = refs.doc(db, 'a1');
    expect(refs.collection(db).path).toBe('things');
    expect(one.path).toBe('things/a1');
    expect(one.converter?.fromFirestore(snapshot({ name: 7 }, 'a1'))).toEqual({
      id: 'a1',
      name: '',
    });
    expect(refs.collection(db).converter?.fromFirestore(snapshot({ name: 'Pier' }, 'b2'))).toEqual({
      id: 'b2',
      name: 'Pier',
    });
  });
});
