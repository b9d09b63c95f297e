import { collection } from 'firebase/firestore';
import { db } from '@/lib/firebase';

export const ANNOUNCEMENTS = 'announcements';

export const announcementsCollection = () => collection(db, ANNOUNCEMENTS);
