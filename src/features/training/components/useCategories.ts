import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { categoriesQuery } from '../api/queries';

/** The category list (a small set, read whole once per sign-in; see categoriesQuery). */
export function useCategories() {
  return useQuery(categoriesQuery(db));
}
