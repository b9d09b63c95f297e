// @vitest-environment jsdom
import {
  DEFAULT_SETTINGS,
  parseSettings,
  restoreSettings,
  SETTINGS_STORAGE_KEY,
  storeSettings,
} from './settings';

describe('parseSettings', () => {
  it('gives the defaults (ltr, responsive fonts, LIGHT) when nothing is stored', () => {
    expect(parseSettings(null)).toEqual({
      direction: 'ltr',
      responsiveFontSizes: true,
      theme: 'LIGHT',
    });
  });

  it.each(['{not json', '42', 'null', '"LIGHT"', '[1,2]'])('gives defaults for %s', (raw) => {
    expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it('reads valid settings', () => {
    const raw = JSON.stringify({ direction: 'rtl', responsiveFontSizes: false, theme: 'UNICORN' });
    expect(parseSettings(raw)).toEqual({
      direction: 'rtl',
      responsiveFontSizes: false,
      theme: 'UNICORN',
    });
  });

  it('replaces each invalid field with its default and keeps the valid ones', () => {
    const raw = JSON.stringify({ direction: 'up', responsiveFontSizes: 'yes', theme: 'ONE_DARK' });
    expect(parseSettings(raw)).toEqual({
      direction: 'ltr',
      responsiveFontSizes: true,
      theme: 'ONE_DARK',
    });
  });
});

describe('restoreSettings / storeSettings', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through local storage under the key "settings"', () => {
    storeSettings({ direction: 'rtl', responsiveFontSizes: false, theme: 'ONE_DARK' });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      direction: 'rtl',
      responsiveFontSizes: false,
      theme: 'ONE_DARK',
    });
    expect(restoreSettings()).toEqual({
      direction: 'rtl',
      responsiveFontSizes: false,
      theme: 'ONE_DARK',
    });
  });

  it('gives defaults when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(restoreSettings(broken)).toEqual(DEFAULT_SETTINGS);
  });
});
