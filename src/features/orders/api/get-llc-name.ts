import { useEffect, useState } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '@/lib/firebase';

/**
 * The name of LLC `llcId` for display ('' while loading, when missing, or when unreadable: the
 * order page still shows everything else).
 */
export function useLlcName(llcId: string | undefined): string {
  const [name, setName] = useState('');
  useEffect(() => {
    if (!llcId) return;
    let active = true;
    getDoc(doc(db, 'llcs', llcId)).then(
      (snapshot) => active && setName(String(snapshot.get('name') ?? '')),
      (error: unknown) => console.error('Loading the LLC failed', error),
    );
    return () => {
      active = false;
    };
  }, [llcId]);
  return name;
}
