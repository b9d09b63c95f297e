import { useState } from 'react';
import { queryEqual, type DocumentData, type Query } from 'firebase/firestore';

// Callers build queries and column descriptions inline, so identities change every render. These
// hooks hand effects a value that only changes when its meaning does, so a re-render never refetches.
// (Adjusting state during render is React's documented "store information from previous renders".)

/** Keeps the previous value while `key` is unchanged. */
export function useStableByKey<V>(value: V, key: string): V {
  const [held, setHeld] = useState({ key, value });
  if (held.key !== key) {
    setHeld({ key, value });
    return value;
  }
  return held.value;
}

// Array.isArray does not narrow a readonly array out of a union (microsoft/TypeScript#17002).
const isQueryList = <A, D extends DocumentData>(
  value: Query<A, D> | readonly Query<A, D>[],
): value is readonly Query<A, D>[] => Array.isArray(value);

/** Keeps the previous list while it has the same length and each query is `queryEqual`. */
export function useStableQueries<A, D extends DocumentData>(
  next: Query<A, D> | readonly Query<A, D>[],
): readonly Query<A, D>[] {
  const list = isQueryList(next) ? next : [next];
  const [held, setHeld] = useState(list);
  const same =
    held.length === list.length && held.every((q, i) => q === list[i] || queryEqual(q, list[i]));
  if (!same) {
    setHeld(list);
    return list;
  }
  return held;
}
