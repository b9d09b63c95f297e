import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from '@/app/theme';

// One cache per direction, created once: switching direction swaps the cache, it never rebuilds it.
const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | undefined;

/**
 * The Emotion cache for a direction. The RTL plugin is its own chunk so left-to-right pages do not
 * download it: until loadRtlCache has run, RTL gets the left-to-right cache.
 */
export function getEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}

export function needsRtlCache(direction: Direction): boolean {
  return direction === 'rtl' && !rtlCache;
}

export async function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= (await import('./rtlCache')).rtlCache;
  return rtlCache;
}
