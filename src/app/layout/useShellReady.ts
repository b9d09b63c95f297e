import { useEffect, useState } from 'react';
import { onFirstContent } from '@/lib/firstContent';

/**
 * How long the layout waits at most for the page's first content before starting its own work,
 * for pages that never mark any (forms, static pages) or a first read that hangs.
 */
export const SHELL_WAIT_MS = 4000;

/**
 * True once the page has shown its first content (see @/lib/firstContent), or after
 * SHELL_WAIT_MS: the moment the layout starts the work a first screen does not need.
 */
export function useShellReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), SHELL_WAIT_MS);
    const stop = onFirstContent(() => setReady(true));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
  return ready;
}
