import { useCallback, useEffect, useState } from 'react';
import { listCategories } from '../api/list-categories';
import { errorText } from '@/lib/errors';
import type { VideoCategory } from '../model/types';

export type CategoriesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; categories: VideoCategory[] };

/** The category list (a small set, read whole) with a reload for after writes. */
export function useCategories(): CategoriesState & { reload: () => void } {
  const [state, setState] = useState<CategoriesState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    listCategories().then(
      (categories) => active && setState({ status: 'ready', categories }),
      (error: unknown) => {
        console.error('Loading video categories failed', error);
        if (active) setState({ status: 'error', message: errorText(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
