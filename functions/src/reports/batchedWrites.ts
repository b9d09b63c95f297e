import type { Firestore, WriteBatch } from 'firebase-admin/firestore';

/** Commits `writes` in batches (a rebuild may touch thousands of rollups). */
export async function commitAll(
  db: Firestore,
  writes: ((batch: WriteBatch) => void)[],
): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + 400)) write(batch);
    await batch.commit();
  }
}
