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

/** Keeps the previous query while it is `queryEqual` to the new one. */
export function useStableQuery<A, D extends DocumentData>(next: Query<A, D>): Query<A, D> {
  const [held, setHeld] = useState(next);
  if (held !== next && !queryEqual(held, next)) {
    setHeld(next);
    return next;
  }
  return held;
}
