import { useQuery } from '@tanstack/react-query';
import { getDoc } from 'firebase/firestore';
import { userProfileRef } from '@/data/users';
import { displayName } from '@/features/auth';
import { db } from '@/lib/firebase';

/**
 * A draft's author as the top roles see the drafts of everyone (README Decisions, "Compliance
 * drafts of other inspectors"): "You", else their name, read once per author for the session.
 */
export function DraftAuthor({ uid, me }: { uid: string; me: string }) {
  const author = useQuery({
    queryKey: ['users', 'name', uid],
    queryFn: async () => {
      const snapshot = await getDoc(userProfileRef(db, uid));
      return snapshot.exists() ? displayName(snapshot.data()) : 'A former user';
    },
    enabled: uid !== me && uid !== '',
    staleTime: Infinity,
  });
  if (uid === me) return 'You';
  return author.data ?? '…';
}
