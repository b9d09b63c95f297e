import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A text input's local value, pushed to `commit` `delayMs` after the last keystroke, so typing in
 * one box never re-renders the whole 150-question form. `onBusy(true)` while a value waits to be
 * committed: saves wait for it (spec 02 §4, retry every 300 ms). The initial `value` is read once:
 * the form remounts its fields when a stored report is loaded.
 */
export function useDebouncedField(
  value: string,
  commit: (value: string) => void,
  delayMs: number,
  onBusy?: (busy: boolean) => void,
) {
  const [local, setLocal] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ commit, onBusy });
  useLayoutEffect(() => {
    latest.current = { commit, onBusy };
  });

  useEffect(
    () => () => {
      if (timer.current !== null) {
        clearTimeout(timer.current);
        latest.current.onBusy?.(false);
      }
    },
    [],
  );

  const change = (next: string) => {
    setLocal(next);
    if (timer.current === null) latest.current.onBusy?.(true);
    else clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current.commit(next);
      latest.current.onBusy?.(false);
    }, delayMs);
  };

  return [local, change] as const;
}
