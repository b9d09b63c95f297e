import { isVimeoUrl, toVimeoUrl } from './vimeo';

describe('isVimeoUrl', () => {
  it.each([
    'https://vimeo.com/123456789',
    'https://player.vimeo.com/video/123',
    'vimeo.com/channels/x/123',
    'http://www.vimeo.com/76979871',
    '  https://vimeo.com/76979871  ',
    'https://vimeo.com/76979871?share=copy',
  ])('accepts %s', (url) => {
    expect(isVimeoUrl(url)).toBe(true);
  });

  it.each([
    '',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com.evil.test/123',
    'https://notvimeo.com/123',
    'ftp://vimeo.com/123',
    'javascript://vimeo.com/123',
    'vimeo.com/12 3',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isVimeoUrl(url)).toBe(false);
  });
});

describe('toVimeoUrl', () => {
  it('adds https to a link typed without a scheme', () => {
    expect(toVimeoUrl('vimeo.com/channels/x/123')).toBe('https://vimeo.com/channels/x/123');
  });

  it('upgrades http to https and trims', () => {
    expect(toVimeoUrl(' http://vimeo.com/76979871 ')).toBe('https://vimeo.com/76979871');
  });

  it('keeps an https link as it is', () => {
    expect(toVimeoUrl('https://player.vimeo.com/video/123')).toBe(
      'https://player.vimeo.com/video/123',
    );
  });
});
