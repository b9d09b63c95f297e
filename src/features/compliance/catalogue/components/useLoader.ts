import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/errors';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Runs `load` when `key` changes (and on `reload()`), ignoring answers that arrive after the key
 * moved on. `key` must change whenever `load` would read something else.
 */
export function useLoader<T>(
  load: () => Promise<T>,
  key: string,
  what: string,
): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error(`Loading ${what} failed`, error);
        if (active) setState({ status: 'error', message: errorText(error) });
      },
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` reads
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
