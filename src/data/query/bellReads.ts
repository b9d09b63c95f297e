import {
  arrayUnion,
  getCountFromServer,
  getDocs,
  query,
  startAfter,
  updateDoc,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { chunk, NOTIFICATION_PAGE_SIZE } from '@/lib/readState';

/*
 * The reads and the one write every query-backed bell makes (approvals, sign-ups): a page of 5
 * with one extra document telling whether another follows, the total and unread counts as two
 * count aggregations, and "Mark all as read" as the reader's uid added to readRecipients.
 */

/** A document a bell lists: who has read it. */
interface ReadMarked {
  readRecipients?: readonly string[];
}

interface BellPage<Doc, Item> {
  items: Item[];
  last: QueryDocumentSnapshot<Doc> | null;
  hasNext: boolean;
}

/** What a bell's page query is limited to: a page and one more, to know whether one follows. */
export const BELL_PAGE_LIMIT = NOTIFICATION_PAGE_SIZE + 1;

/**
 * One page of `list` (in the bell's order, limited to BELL_PAGE_LIMIT) after `after`, each
 * document made an item.
 */
export async function readBellPage<Doc, Item>(
  list: Query<Doc>,
  after: QueryDocumentSnapshot<Doc> | undefined,
  item: (d: QueryDocumentSnapshot<Doc>) => Item,
): Promise<BellPage<Doc, Item>> {
  const snap = await getDocs(after ? query(list, startAfter(after)) : list);
  const docs = snap.docs.slice(0, NOTIFICATION_PAGE_SIZE);
  return {
    items: docs.map(item),
    last: docs.at(-1) ?? null,
    hasNext: snap.docs.length > NOTIFICATION_PAGE_SIZE,
  };
}

/** The bell's total and unread counts: everything `mine()` holds minus what `mine(uid)` read. */
export async function countBell(mine: (readBy?: string) => Query, uid: string) {
  const [all, read] = await Promise.all([
    getCountFromServer(mine()),
    getCountFromServer(mine(uid)),
  ]);
  const total = all.data().count;
  return { total, unread: total - read.data().count };
}

/** "Mark all as read": every document of `mine` that `uid` has not read, 100 writes at a time. */
export async function markBellRead(mine: Query<ReadMarked>, uid: string): Promise<void> {
  const snap = await getDocs(mine);
  const unread = snap.docs.filter((d) => !(d.data().readRecipients ?? []).includes(uid));
  for (const part of chunk(unread, 100)) {
    await Promise.all(part.map((d) => updateDoc(d.ref, { readRecipients: arrayUnion(uid) })));
  }
}
