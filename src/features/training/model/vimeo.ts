/** Hosts a training video link may point at (spec 02 §5: links must come from the video host). */
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];

function parse(value: string): URL | null {
  const text = value.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/**
 * True for a Vimeo video link: vimeo.com, www.vimeo.com or player.vimeo.com over http(s) (or with no
 * scheme), with a numeric video id somewhere in the path (vimeo.com/123, /channels/x/123, /video/123).
 */
export function isVimeoUrl(value: string): boolean {
  const url = parse(value);
  if (!url || !['https:', 'http:'].includes(url.protocol)) return false;
  if (!VIMEO_HOSTS.includes(url.hostname.toLowerCase())) return false;
  return url.pathname.split('/').some((segment) => /^\d+$/.test(segment));
}

/** The link as stored: https, trimmed (the player and the rules both expect https://). Call only after isVimeoUrl. */
export function toVimeoUrl(value: string): string {
  const url = parse(value);
  if (!url) return value.trim();
  url.protocol = 'https:';
  return url.toString();
}
