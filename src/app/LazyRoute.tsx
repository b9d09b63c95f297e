import { Suspense, type ReactNode } from 'react';
import { FullScreenLoader } from '@/components/FullScreenLoader';

/** A route element whose code loads on demand: the full-screen spinner until it is there. */
export function LazyRoute({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>;
}
