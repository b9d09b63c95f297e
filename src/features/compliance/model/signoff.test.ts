import { describe, expect, it } from 'vitest';
import {
  durationSeconds,
  EMPTY_SIGNOFF,
  formatDuration,
  inspectionStart,
  SIGNATURE_MAX,
  SIGNATURE_PREFIX,
  signoffErrors,
  signoffMessages,
} from './signoff';

const png = (length: number) => SIGNATURE_PREFIX + 'A'.repeat(length - SIGNATURE_PREFIX.length);

describe('signoffErrors', () => {
  it('accepts no signatures at all, or an inspector signature alone', () => {
    expect(signoffErrors(EMPTY_SIGNOFF)).toEqual({});
    expect(signoffErrors({ ...EMPTY_SIGNOFF, inspectorSignature: png(2000) })).toEqual({});
  });

  it('needs the manager name when the manager signed', () => {
    expect(signoffErrors({ ...EMPTY_SIGNOFF, managerSignature: png(100) })).toEqual({
      managerName: signoffMessages.managerNameRequired,
    });
    expect(
      signoffErrors({ ...EMPTY_SIGNOFF, managerSignature: png(100), managerName: '  ' }),
    ).toHaveProperty('managerName');
    expect(
      signoffErrors({ ...EMPTY_SIGNOFF, managerSignature: png(100), managerName: 'Ana' }),
    ).toEqual({});
  });

  it('refuses signatures over the limit the rules check, and long names', () => {
    expect(signoffErrors({ ...EMPTY_SIGNOFF, inspectorSignature: png(SIGNATURE_MAX) })).toEqual({});
    expect(signoffErrors({ ...EMPTY_SIGNOFF, inspectorSignature: png(SIGNATURE_MAX + 1) })).toEqual(
      { inspectorSignature: signoffMessages.tooLarge },
    );
    expect(
      signoffErrors({
        managerSignature: png(SIGNATURE_MAX + 1),
        managerName: 'x'.repeat(256),
        inspectorSignature: '',
      }),
    ).toEqual({
      managerSignature: signoffMessages.tooLarge,
      managerName: signoffMessages.managerNameTooLong,
    });
  });
});

describe('inspectionStart', () => {
  it('is the earlier of the draft creation and the first edit', () => {
    expect(inspectionStart({ draftCreatedAt: 5_000, firstEditAt: 9_000, openedAt: 1 })).toBe(5_000);
    expect(inspectionStart({ draftCreatedAt: 9_000, firstEditAt: 5_000, openedAt: 1 })).toBe(5_000);
    expect(inspectionStart({ draftCreatedAt: null, firstEditAt: 7_000, openedAt: 1 })).toBe(7_000);
  });

  it('falls back to the opening of the form when nothing was edited', () => {
    expect(inspectionStart({ draftCreatedAt: null, firstEditAt: null, openedAt: 3 })).toBe(3);
  });
});

describe('duration', () => {
  it('counts whole seconds and never goes negative', () => {
    expect(durationSeconds(1_000, 62_400)).toBe(61);
    expect(durationSeconds(5_000, 1_000)).toBe(0);
  });

  it('formats minutes and hours', () => {
    expect(formatDuration(59)).toBe('under a minute');
    expect(formatDuration(12 * 60 + 30)).toBe('12 min');
    expect(formatDuration(65 * 60)).toBe('1 h 05 min');
  });
});
