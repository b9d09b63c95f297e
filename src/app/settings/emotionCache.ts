import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@/app/theme';

// One cache per direction, created once: switching direction swaps the cache, it never rebuilds it.
const caches: Partial<Record<Direction, EmotionCache>> = {};

/** The Emotion cache for a direction; RTL flips left/right properties with stylis-plugin-rtl. */
export function getEmotionCache(direction: Direction): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' });
  return caches[direction];
}
